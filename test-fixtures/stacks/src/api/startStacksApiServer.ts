import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { c32addressDecode } from 'c32check'
import {
  balancesResponse,
  type LocalStacksNetwork,
  nodeInfoResponse,
  statusResponse,
  stxBalanceResponse,
} from './stacksApiResponses'

/** A running local Stacks API. */
export interface StacksApiServer {
  /** `http://127.0.0.1:<port>` */
  url: string
  /** Sets a principal's balance in micro-STX (6 decimals). */
  setBalance(principal: string, microStx: bigint): void
  /** Every request as `METHOD path`, in order. */
  readonly requests: readonly { method: string; path: string; headers: IncomingMessage['headers'] }[]
  /** Stops listening and drops open sockets. */
  close(): Promise<void>
}

const ADDRESS_ROUTE = /^\/extended\/v1\/address\/([^/]+)\/(stx|balances)$/

/** A standard or contract principal whose address part passes c32check. */
function isPrincipal(value: string): boolean {
  const [address, contract, extra] = value.split('.')
  if (extra !== undefined || (contract !== undefined && !/^[a-zA-Z][\w-]{0,127}$/.test(contract)))
    return false
  try {
    const [version, hash160] = c32addressDecode(address ?? '')
    return [20, 21, 22, 26].includes(version) && hash160.length === 40
  } catch {
    return false
  }
}

function send(response: ServerResponse, status: number, body: unknown): void {
  response.writeHead(status, { 'content-type': 'application/json; charset=utf-8' }).end(JSON.stringify(body))
}

/**
 * Starts a Stacks API on 127.0.0.1 (port 0 picks a free one) answering, in the Hiro API's response shapes
 * (typed by @stacks/stacks-blockchain-api-types): `GET /extended/v1/address/:principal/stx` and `/balances`
 * (unknown principals hold 0), `GET /v2/info` and `GET /extended`. An invalid principal is 400 as the real
 * API answers it; any other path is 404. CORS is open, as Hiro's is, for browser tests and the demo.
 */
export async function startStacksApiServer(
  options: { port?: number; network?: LocalStacksNetwork; balances?: Record<string, bigint> } = {},
): Promise<StacksApiServer> {
  const network = options.network ?? 'testnet'
  const balances = new Map<string, bigint>(Object.entries(options.balances ?? {}))
  const requests: { method: string; path: string; headers: IncomingMessage['headers'] }[] = []
  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://127.0.0.1')
    requests.push({ method: request.method ?? 'GET', path: url.pathname, headers: request.headers })
    response.setHeader('access-control-allow-origin', '*')
    response.setHeader('access-control-allow-headers', 'content-type, x-api-key, x-hiro-product')
    if (request.method === 'OPTIONS') {
      response.writeHead(204).end()
      return
    }
    if (request.method !== 'GET') {
      send(response, 405, { error: 'Method not allowed' })
      return
    }
    const match = ADDRESS_ROUTE.exec(url.pathname)
    if (match) {
      const principal = decodeURIComponent(match[1] ?? '')
      if (!isPrincipal(principal)) {
        send(response, 400, { error: `invalid STX address "${principal}"` })
        return
      }
      const microStx = balances.get(principal) ?? 0n
      send(response, 200, match[2] === 'stx' ? stxBalanceResponse(microStx) : balancesResponse(microStx))
      return
    }
    if (url.pathname === '/v2/info') return send(response, 200, nodeInfoResponse(network))
    if (url.pathname === '/extended' || url.pathname === '/extended/')
      return send(response, 200, statusResponse())
    send(response, 404, { error: 'Not Found' })
  })
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(options.port ?? 0, '127.0.0.1', () => resolve())
  })
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}`,
    setBalance: (principal, microStx) => {
      if (!isPrincipal(principal)) throw new Error(`not a Stacks principal: ${principal}`)
      balances.set(principal, microStx)
    },
    requests,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections()
        server.close((error) => (error ? reject(error) : resolve()))
      }),
  }
}

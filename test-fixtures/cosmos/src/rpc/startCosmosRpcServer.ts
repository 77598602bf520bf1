import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { type CometMethod, createCometRpc } from './createCometRpc'
import { RpcError } from './rpcError'

/** A running local CometBFT RPC endpoint. */
export interface CosmosRpcServer {
  /** `http://127.0.0.1:<port>`: the URL a cosmjs client connects to. */
  url: string
  chainId: string
  /** Sets an account's balance of a denom, in base units. */
  setBalance(address: string, denom: string, amount: bigint): void
  /** Every RPC method the server was asked, in order. */
  readonly calls: readonly string[]
  /** Stops listening and drops open sockets. */
  close(): Promise<void>
}

/** Options of `startCosmosRpcServer`. */
export interface CosmosRpcServerOptions {
  /** The chain id `status` reports; default `latch-local-1`. */
  chainId?: string
  /** Port on 127.0.0.1; default 0 (a free one). */
  port?: number
}

interface JsonRpcRequest {
  id?: unknown
  method?: unknown
  params?: unknown
}

const MAX_BODY_BYTES = 1_000_000

function answer(methods: Record<string, CometMethod>, calls: string[], request: JsonRpcRequest): unknown {
  const id = typeof request.id === 'number' || typeof request.id === 'string' ? request.id : -1
  try {
    if (typeof request.method !== 'string') throw new RpcError(-32600, 'Invalid Request')
    calls.push(request.method)
    const method = Object.hasOwn(methods, request.method) ? methods[request.method] : undefined
    if (!method) throw new RpcError(-32601, 'Method not found')
    const params =
      typeof request.params === 'object' && request.params !== null && !Array.isArray(request.params)
        ? (request.params as Record<string, unknown>)
        : {}
    return { jsonrpc: '2.0', id, result: method(params) }
  } catch (error) {
    const known = error instanceof RpcError ? error : new RpcError(-32603, 'Internal error', String(error))
    return { jsonrpc: '2.0', id, error: { code: known.code, message: known.message, data: known.data ?? '' } }
  }
}

async function readBody(request: IncomingMessage): Promise<string> {
  let size = 0
  const chunks: Buffer[] = []
  for await (const chunk of request) {
    size += (chunk as Buffer).length
    if (size > MAX_BODY_BYTES) throw new RpcError(-32600, 'Request too large')
    chunks.push(chunk as Buffer)
  }
  return Buffer.concat(chunks).toString('utf8')
}

// CometBFT's URI form: GET /<method>?name="string"&data=0x.. (strings quoted, bytes as 0x-hex).
function fromUri(url: URL): JsonRpcRequest {
  const params: Record<string, unknown> = {}
  for (const [name, value] of url.searchParams) params[name] = value.replace(/^"(.*)"$/, '$1')
  return { id: -1, method: url.pathname.replace(/^\/+/, ''), params }
}

async function handle(
  methods: Record<string, CometMethod>,
  calls: string[],
  request: IncomingMessage,
  response: ServerResponse,
): Promise<void> {
  response.setHeader('access-control-allow-origin', '*')
  response.setHeader('access-control-allow-headers', 'content-type')
  if (request.method === 'OPTIONS') {
    response.writeHead(204).end()
    return
  }
  let result: unknown
  if (request.method === 'GET') {
    result = answer(methods, calls, fromUri(new URL(request.url ?? '/', 'http://127.0.0.1')))
  } else {
    let payload: unknown
    try {
      payload = JSON.parse(await readBody(request))
    } catch {
      payload = undefined
    }
    result =
      typeof payload !== 'object' || payload === null
        ? { jsonrpc: '2.0', id: -1, error: { code: -32700, message: 'Parse error', data: '' } }
        : Array.isArray(payload)
          ? payload.map((item: JsonRpcRequest) => answer(methods, calls, item))
          : answer(methods, calls, payload as JsonRpcRequest)
  }
  response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(result))
}

/**
 * Starts a local CometBFT JSON-RPC endpoint on 127.0.0.1 (POST JSON-RPC and the GET URI form) that answers
 * `status` and the bank `abci_query` paths with cosmjs-types protobuf, so a cosmjs `StargateClient` reads
 * balances from it exactly as from a public node. Other methods get -32601.
 */
export async function startCosmosRpcServer(options: CosmosRpcServerOptions = {}): Promise<CosmosRpcServer> {
  const chainId = options.chainId ?? 'latch-local-1'
  const { methods, book } = createCometRpc({ chainId })
  const calls: string[] = []
  const server = createServer((request, response) => {
    handle(methods, calls, request, response).catch(() => {
      if (!response.headersSent) response.writeHead(500)
      response.end()
    })
  })
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(options.port ?? 0, '127.0.0.1', () => resolve())
  })
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}`,
    chainId,
    calls,
    setBalance: (address, denom, amount) => {
      const denoms = book.get(address) ?? new Map<string, bigint>()
      denoms.set(denom, amount)
      book.set(address, denoms)
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections()
        server.close((error) => (error ? reject(error) : resolve()))
      }),
  }
}

import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { createSuiLedger } from './createSuiLedger'
import { RpcError } from './rpcError'
import { type SuiRpcMethod, suiRpcMethods } from './suiRpcMethods'

/** A running Sui JSON-RPC server with a faucet. */
export interface SuiRpcServer {
  /** `http://127.0.0.1:<port>`: JSON-RPC at `/`, the faucet at `/v2/gas`. */
  url: string
  /** Mints `mist` SUI to `address` (for fixtures in the same process). */
  fund(address: string, mist: bigint): void
  /** Stops listening and drops open sockets. */
  close(): Promise<void>
}

/** Options of `startSuiRpcServer`. */
export interface SuiRpcServerOptions {
  /** 0 (default) picks a free port. */
  port?: number
  /** What one faucet request sends, in MIST; default 10 SUI. */
  faucetMist?: bigint
  /** The chain identifier `sui_getChainIdentifier` answers; random by default, like a fresh localnet. */
  chainIdentifier?: string
}

interface JsonRpcRequest {
  id?: unknown
  method?: unknown
  params?: unknown
}

const MAX_BODY_BYTES = 1_000_000

function answer(methods: Record<string, SuiRpcMethod>, request: JsonRpcRequest): unknown {
  const id = typeof request.id === 'number' || typeof request.id === 'string' ? request.id : null
  try {
    if (typeof request.method !== 'string') throw new RpcError(-32600, 'Invalid request')
    const method = Object.hasOwn(methods, request.method) ? methods[request.method] : undefined
    if (!method) throw new RpcError(-32601, 'Method not found')
    return { jsonrpc: '2.0', id, result: method(Array.isArray(request.params) ? request.params : []) }
  } catch (error) {
    const known = error instanceof RpcError ? error : new RpcError(-32603, `Internal error: ${String(error)}`)
    return { jsonrpc: '2.0', id, error: { code: known.code, message: known.message } }
  }
}

async function readJson(request: IncomingMessage): Promise<unknown> {
  let size = 0
  const chunks: Buffer[] = []
  for await (const chunk of request) {
    size += (chunk as Buffer).length
    if (size > MAX_BODY_BYTES) return undefined
    chunks.push(chunk as Buffer)
  }
  try {
    return JSON.parse(Buffer.concat(chunks).toString('utf8'))
  } catch {
    return undefined
  }
}

const json = (response: ServerResponse, status: number, body: unknown) =>
  response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body))

/**
 * Starts a Sui JSON-RPC server on 127.0.0.1 that answers what Latch's Sui adapter reads, in the full node's wire
 * format, plus the faucet's `POST /v2/gas` (`{ FixedAmountRequest: { recipient } }`, as @mysten/sui's
 * `requestSuiFromFaucetV2` sends it). Browsers reach it cross-origin: the client's `Client-*` headers make them
 * ask first (CORS preflight), which it allows, as public full nodes do.
 */
export async function startSuiRpcServer(options: SuiRpcServerOptions = {}): Promise<SuiRpcServer> {
  const ledger = createSuiLedger(options.chainIdentifier)
  const methods = suiRpcMethods(ledger)
  const faucetMist = options.faucetMist ?? 10_000_000_000n

  const handle = async (request: IncomingMessage, response: ServerResponse) => {
    response.setHeader('access-control-allow-origin', '*')
    response.setHeader('access-control-allow-methods', 'POST, OPTIONS')
    response.setHeader(
      'access-control-allow-headers',
      request.headers['access-control-request-headers'] ?? 'content-type',
    )
    if (request.method === 'OPTIONS') {
      response.writeHead(204).end()
      return
    }
    const path = new URL(request.url ?? '/', 'http://127.0.0.1').pathname
    if (request.method !== 'POST') {
      response.writeHead(405).end()
      return
    }
    const payload = await readJson(request)
    if (path === '/v2/gas') {
      const recipient = (payload as { FixedAmountRequest?: { recipient?: unknown } } | undefined)
        ?.FixedAmountRequest?.recipient
      try {
        json(response, 201, { status: 'Success', coins_sent: [ledger.mint(String(recipient), faucetMist)] })
      } catch (error) {
        json(response, 400, { status: { Failure: { internal: (error as Error).message } }, coins_sent: null })
      }
      return
    }
    if (path !== '/') {
      response.writeHead(404).end()
      return
    }
    if (typeof payload !== 'object' || payload === null) {
      json(response, 200, { jsonrpc: '2.0', id: null, error: { code: -32700, message: 'Parse error' } })
      return
    }
    json(
      response,
      200,
      Array.isArray(payload)
        ? payload.map((item: JsonRpcRequest) => answer(methods, item))
        : answer(methods, payload as JsonRpcRequest),
    )
  }

  const server = createServer((request, response) => {
    handle(request, response).catch(() => {
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
    fund: (address, mist) => {
      ledger.mint(address, mist)
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections()
        server.close((error) => (error ? reject(error) : resolve()))
      }),
  }
}

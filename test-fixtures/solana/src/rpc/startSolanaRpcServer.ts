import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import type { LiteSVM } from 'litesvm'
import { createSvmRpc, type SvmRpcMethods } from './createSvmRpc'
import { RpcError } from './rpcError'

/** A running JSON-RPC server over the real SVM. */
export interface SolanaRpcServer {
  /** `http://127.0.0.1:<port>` */
  url: string
  /** The SVM behind the server, for fixtures running in the same process. */
  svm: LiteSVM
  /** Stops listening and drops open sockets. */
  close(): Promise<void>
}

interface JsonRpcRequest {
  jsonrpc?: unknown
  id?: unknown
  method?: unknown
  params?: unknown
}

const MAX_BODY_BYTES = 1_000_000

function answer(methods: SvmRpcMethods, request: JsonRpcRequest): unknown {
  const id = typeof request.id === 'number' || typeof request.id === 'string' ? request.id : null
  try {
    if (typeof request.method !== 'string') throw new RpcError(-32600, 'Invalid request')
    const method = Object.hasOwn(methods, request.method) ? methods[request.method] : undefined
    if (!method) throw new RpcError(-32601, 'Method not found')
    const params = Array.isArray(request.params) ? request.params : []
    return { jsonrpc: '2.0', id, result: method(params) }
  } catch (error) {
    const known = error instanceof RpcError ? error : new RpcError(-32603, `Internal error: ${String(error)}`)
    const body: Record<string, unknown> = { code: known.code, message: known.message }
    if (known.data !== undefined) body.data = known.data
    return { jsonrpc: '2.0', id, error: body }
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

async function handle(
  methods: SvmRpcMethods,
  request: IncomingMessage,
  response: ServerResponse,
): Promise<void> {
  response.setHeader('access-control-allow-origin', '*')
  response.setHeader('access-control-allow-headers', 'content-type, solana-client')
  if (request.method === 'OPTIONS') {
    response.writeHead(204).end()
    return
  }
  let payload: unknown
  try {
    payload = JSON.parse(await readBody(request))
  } catch {
    payload = undefined
  }
  const result =
    payload === undefined || typeof payload !== 'object' || payload === null
      ? { jsonrpc: '2.0', id: null, error: { code: -32700, message: 'Parse error' } }
      : Array.isArray(payload)
        ? payload.map((item: JsonRpcRequest) => answer(methods, item))
        : answer(methods, payload as JsonRpcRequest)
  response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(result))
}

/**
 * Starts a Solana JSON-RPC server over a fresh LiteSVM on 127.0.0.1 (port 0 picks a free one).
 * It answers the methods Latch's Solana adapter and dev wallet send; any other method gets -32601.
 * Confirmation is by polling `getSignatureStatuses`: there is no WebSocket endpoint.
 */
export async function startSolanaRpcServer(
  options: { port?: number; svm?: LiteSVM } = {},
): Promise<SolanaRpcServer> {
  const { svm, methods } = createSvmRpc(options.svm)
  const server = createServer((request, response) => {
    handle(methods, request, response).catch(() => {
      if (!response.headersSent) response.writeHead(500)
      response.end()
    })
  })
  // Idle sockets stay open longer than a client keeps them (undici: 4 s), even when a busy event loop delays the
  // client's own timer: a server closing first makes the next request on that socket fail with ECONNRESET.
  server.keepAliveTimeout = 60_000
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(options.port ?? 0, '127.0.0.1', () => resolve())
  })
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}`,
    svm,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections()
        server.close((error) => (error ? reject(error) : resolve()))
      }),
  }
}

import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { WebSocketServer } from 'ws'
import { createSubstrateRpc, type SubstrateRpcMethods } from './createSubstrateRpc'
import { RpcError } from './rpcError'
import { type ChainSpec, createSubstrateChain, type SubstrateChain } from './substrateChain'

/** A running Substrate JSON-RPC server (HTTP). */
export interface PolkadotRpcServer {
  /** `http://127.0.0.1:<port>`: what @polkadot/api's HttpProvider takes. */
  url: string
  /** `ws://127.0.0.1:<port>`: the same methods over WebSocket, as public nodes serve them. */
  wsUrl: string
  /** The chain behind it: set balances with `chain.setFreeBalance`. */
  chain: SubstrateChain
  /** Stops listening and drops open sockets. */
  close(): Promise<void>
}

interface JsonRpcRequest {
  id?: unknown
  method?: unknown
  params?: unknown
}

/** Westend's genesis, name, SS58 format and token: the chain the server plays unless told otherwise. */
export const WESTEND_SPEC: ChainSpec = {
  genesisHash: '0xe143f23803ac50e8f6f8e62695d1ce9e4e1d68aa36c1cd2cfd15340213f3423e',
  name: 'Westend',
  ss58Format: 42,
  tokenSymbol: 'WND',
  tokenDecimals: 12,
}

const MAX_BODY_BYTES = 1_000_000

function answer(methods: SubstrateRpcMethods, request: JsonRpcRequest): unknown {
  const id = typeof request.id === 'number' || typeof request.id === 'string' ? request.id : null
  try {
    if (typeof request.method !== 'string') throw new RpcError(-32600, 'Invalid request')
    const method = Object.hasOwn(methods, request.method) ? methods[request.method] : undefined
    if (!method) throw new RpcError(-32601, 'Method not found')
    const params = Array.isArray(request.params) ? request.params : []
    return { jsonrpc: '2.0', id, result: method(params) }
  } catch (error) {
    const known = error instanceof RpcError ? error : new RpcError(-32603, `Internal error: ${String(error)}`)
    return { jsonrpc: '2.0', id, error: { code: known.code, message: known.message } }
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

async function handle(methods: SubstrateRpcMethods, request: IncomingMessage, response: ServerResponse) {
  response.setHeader('access-control-allow-origin', '*')
  response.setHeader('access-control-allow-headers', 'content-type')
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
 * Starts a Substrate JSON-RPC server over HTTP and WebSocket on 127.0.0.1 (port 0 picks a free one). It answers what
 * @polkadot/api asks while connecting and for `query.system.account`; any other method gets -32601. Balances
 * are given in base units by SS58 address or public key.
 */
export async function startPolkadotRpcServer(
  options: { port?: number; spec?: ChainSpec; balances?: Record<string, bigint> } = {},
): Promise<PolkadotRpcServer> {
  const chain = createSubstrateChain(options.spec ?? WESTEND_SPEC)
  for (const [account, free] of Object.entries(options.balances ?? {})) chain.setFreeBalance(account, free)
  const methods = createSubstrateRpc(chain)
  const server = createServer((request, response) => {
    handle(methods, request, response).catch(() => {
      if (!response.headersSent) response.writeHead(500)
      response.end()
    })
  })
  // WebSocket on the same port: one JSON-RPC answer per message (no subscriptions).
  const sockets = new WebSocketServer({ server })
  sockets.on('connection', (socket) => {
    socket.on('message', (data) => {
      let request: JsonRpcRequest | undefined
      try {
        request = JSON.parse(String(data)) as JsonRpcRequest
      } catch {
        socket.send(
          JSON.stringify({ jsonrpc: '2.0', id: null, error: { code: -32700, message: 'Parse error' } }),
        )
        return
      }
      socket.send(JSON.stringify(answer(methods, request)))
    })
  })
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(options.port ?? 0, '127.0.0.1', () => resolve())
  })
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}`,
    wsUrl: `ws://127.0.0.1:${port}`,
    chain,
    close: () =>
      new Promise<void>((resolve, reject) => {
        for (const socket of sockets.clients) socket.terminate()
        sockets.close()
        server.closeAllConnections()
        server.close((error) => (error ? reject(error) : resolve()))
      }),
  }
}

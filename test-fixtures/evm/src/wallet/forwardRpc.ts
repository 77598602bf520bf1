import { ProviderRpcError } from './ProviderRpcError'

let nextId = 1

/** Sends one JSON-RPC request to a node with `fetch` (works in Node and the browser) and returns its result. */
export async function forwardRpc(rpcUrl: string, method: string, params: unknown): Promise<unknown> {
  const response = await fetch(rpcUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: nextId++, method, params: params ?? [] }),
  })
  const body = (await response.json()) as {
    result?: unknown
    error?: { code: number; message: string; data?: unknown }
  }
  if (body.error) throw new ProviderRpcError(body.error.code, body.error.message, body.error.data)
  return body.result
}

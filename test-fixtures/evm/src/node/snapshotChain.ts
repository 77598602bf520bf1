async function rpc(rpcUrl: string, method: string, params: unknown[] = []): Promise<unknown> {
  const response = await fetch(rpcUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
  })
  const body = (await response.json()) as { result?: unknown; error?: { message: string } }
  if (body.error) throw new Error(`${method}: ${body.error.message}`)
  return body.result
}

/**
 * Takes an `evm_snapshot` of an anvil node and returns the function that reverts to it, for per-test isolation
 * (`beforeEach(async () => { revert = await snapshotChain(url) })`, `afterEach(() => revert())`).
 */
export async function snapshotChain(rpcUrl: string): Promise<() => Promise<void>> {
  const id = await rpc(rpcUrl, 'evm_snapshot')
  return async () => {
    const reverted = await rpc(rpcUrl, 'evm_revert', [id])
    if (reverted !== true) throw new Error(`evm_revert ${String(id)} failed`)
  }
}

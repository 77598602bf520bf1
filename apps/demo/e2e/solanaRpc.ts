/** Calls the Solana RPC server behind the demo over HTTP (what a block explorer would read). */
async function call<T>(rpcUrl: string, method: string, params: unknown[]): Promise<T> {
  const response = await fetch(rpcUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
  })
  const body = (await response.json()) as { result?: T; error?: { message: string } }
  if (body.error || body.result === undefined)
    throw new Error(`${method}: ${body.error?.message ?? 'no result'}`)
  return body.result
}

/** An address's SOL balance in lamports, read from the SVM. */
export async function lamportsOf(rpcUrl: string, address: string): Promise<bigint> {
  const result = await call<{ value: number }>(rpcUrl, 'getBalance', [address])
  return BigInt(result.value)
}

/** An owner's balance of one SPL mint in base units (0n without a token account), read from the SVM. */
export async function tokenBalanceOf(rpcUrl: string, owner: string, mint: string): Promise<bigint> {
  const result = await call<{
    value: { account: { data: { parsed: { info: { tokenAmount: { amount: string } } } } } }[]
  }>(rpcUrl, 'getTokenAccountsByOwner', [owner, { mint }, { encoding: 'jsonParsed' }])
  return result.value.reduce(
    (sum, entry) => sum + BigInt(entry.account.data.parsed.info.tokenAmount.amount),
    0n,
  )
}

/** Lamports as a decimal SOL string (9 decimals, no trailing zeros), exactly, without float rounding. */
export function lamportsToSol(lamports: bigint): string {
  const whole = lamports / 1_000_000_000n
  const fraction = (lamports % 1_000_000_000n).toString().padStart(9, '0').replace(/0+$/, '')
  return fraction ? `${whole}.${fraction}` : `${whole}`
}

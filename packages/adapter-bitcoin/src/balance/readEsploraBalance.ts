import { type Balance, toBalance, WalletRequestError } from '@latch/core'

interface TxoStats {
  funded_txo_sum?: unknown
  spent_txo_sum?: unknown
}

function sumOf(stats: TxoStats | undefined, what: string): bigint {
  const funded = stats?.funded_txo_sum
  const spent = stats?.spent_txo_sum
  if (!Number.isSafeInteger(funded) || !Number.isSafeInteger(spent))
    throw new WalletRequestError({ details: `Esplora answered no ${what}` })
  return BigInt(funded as number) - BigInt(spent as number)
}

/**
 * Confirmed plus unconfirmed balance of `address` from an Esplora REST API (`GET /address/:address`: funded minus
 * spent outputs in `chain_stats` and `mempool_stats`), the API mempool.space and blockstream.info serve.
 */
export async function readEsploraBalance(input: {
  baseUrl: string
  address: string
  currency: { symbol: string; decimals: number }
  timeoutMs: number
}): Promise<Balance> {
  const url = `${input.baseUrl.replace(/\/+$/, '')}/address/${encodeURIComponent(input.address)}`
  const response = await fetch(url, { signal: AbortSignal.timeout(input.timeoutMs) })
  if (!response.ok)
    throw new WalletRequestError({ details: `Esplora answered ${response.status} for ${url}` })
  const body = (await response.json()) as { chain_stats?: TxoStats; mempool_stats?: TxoStats } | null
  const value = sumOf(body?.chain_stats, 'chain_stats') + sumOf(body?.mempool_stats, 'mempool_stats')
  return toBalance(value, input.currency)
}

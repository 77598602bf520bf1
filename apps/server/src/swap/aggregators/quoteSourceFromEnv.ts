import type { QuoteSource } from '../quoteSource'
import { jupiterSwapApi } from './jupiterSwapApi'
import { lifiQuoteSource } from './lifiQuoteSource'
import { zeroExQuoteSource } from './zeroExQuoteSource'

/**
 * The EVM quote source a host picks with environment variables, its key read on the server only:
 * `LATCH_SWAP_QUOTE_SOURCE=0x` (needs `LATCH_0X_API_KEY`; `LATCH_0X_API_URL`), `=lifi` (`LATCH_LIFI_API_KEY`
 * optional; `LATCH_LIFI_API_URL`, `LATCH_LIFI_INTEGRATOR`), unset or `uniswap-v2`: undefined (the on-chain router).
 * Throws at start-up for an unknown source or a missing key, so a misconfiguration is not found by a visitor.
 */
export function quoteSourceFromEnv(env: Record<string, string | undefined>): QuoteSource | undefined {
  const name = env.LATCH_SWAP_QUOTE_SOURCE || 'uniswap-v2'
  if (name === 'uniswap-v2') return undefined
  if (name === '0x') {
    if (!env.LATCH_0X_API_KEY) throw new Error('LATCH_SWAP_QUOTE_SOURCE=0x needs LATCH_0X_API_KEY')
    return zeroExQuoteSource({ apiKey: env.LATCH_0X_API_KEY, baseUrl: env.LATCH_0X_API_URL || undefined })
  }
  if (name === 'lifi')
    return lifiQuoteSource({
      apiKey: env.LATCH_LIFI_API_KEY || undefined,
      baseUrl: env.LATCH_LIFI_API_URL || undefined,
      integrator: env.LATCH_LIFI_INTEGRATOR || undefined,
    })
  throw new Error(`LATCH_SWAP_QUOTE_SOURCE must be uniswap-v2, 0x or lifi (got ${name})`)
}

/** Jupiter for Solana swaps: `LATCH_JUPITER_API_KEY` (optional: the keyless lite API) and `LATCH_JUPITER_API_URL`. */
export function jupiterFromEnv(env: Record<string, string | undefined>) {
  return jupiterSwapApi({
    apiKey: env.LATCH_JUPITER_API_KEY || undefined,
    baseUrl: env.LATCH_JUPITER_API_URL || undefined,
  })
}

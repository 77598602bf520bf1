import type { Address } from 'viem'
import type { SwapNetworkConfig } from './swapConfig'

/** What a quote is asked for: `amountIn` base units of `from` into `to` (addresses as the token list has them). */
export interface QuoteRequest {
  network: SwapNetworkConfig
  from: Address
  to: Address
  amountIn: bigint
}

/** A source's answer: the amount out in base units, the route, and how far the trade moves the pool price. */
export interface SourceQuote {
  amountOut: bigint
  /** Router path (wrapped native in place of the native currency). */
  path: readonly Address[]
  /** Price impact in percent (0..100), from the pool reserves. */
  priceImpactPercent: number
}

/**
 * Where quotes come from. The default reads a Uniswap V2-style router over the network's RPC; an aggregator
 * (0x, LI.FI) can stand behind the same interface with its API key kept on the server.
 * Throws `SwapRefusal` for what the visitor should read ('Insufficient liquidity', a timed-out RPC).
 */
export interface QuoteSource {
  quote(request: QuoteRequest): Promise<SourceQuote>
}

import type { Address } from 'viem'
import type { SwapNetworkConfig } from './swapConfig'
import type { WalletTransaction } from './swapTransactions'

/** What a quote is asked for: `amountIn` base units of `from` into `to` (addresses as the token list has them). */
export interface QuoteRequest {
  network: SwapNetworkConfig
  from: Address
  to: Address
  amountIn: bigint
  /** The visitor's address when the page sent it (an aggregator such as LI.FI quotes only for a sender). */
  taker?: Address | undefined
}

/** A source's answer: the amount out in base units, the route, and how far the trade moves the pool price. */
export interface SourceQuote {
  amountOut: bigint
  /** Router path (wrapped native in place of the native currency); an aggregator gives the tokens it routes through. */
  path: readonly Address[]
  /** Price impact in percent (0..100), from the pool reserves or as the aggregator estimates it. */
  priceImpactPercent: number
  /** Gas the swap takes, when the source estimates it (else the server's Router02 estimate). */
  estimatedGas?: bigint | undefined
  /** The fee the source takes on the amount in, in basis points, beyond the pools' own; default 0. */
  providerFeeBps?: number | undefined
}

/** What the visitor's swap transaction is built from: the signed quote, the visitor and the slippage they accept. */
export interface SwapBuildRequest {
  network: SwapNetworkConfig
  from: Address
  to: Address
  amountIn: bigint
  amountOut: bigint
  taker: Address
  slippagePercent: number
}

/**
 * Where quotes come from. The default reads a Uniswap V2-style router over the network's RPC; an aggregator
 * (0x, LI.FI) stands behind the same interface with its API key kept on the server, and then also builds the swap
 * transaction (`swapTransaction`) and names the contract the visitor approves (`spender`).
 * Throws `SwapRefusal` for what the visitor should read ('Insufficient liquidity', a timed-out RPC or service).
 */
export interface QuoteSource {
  quote(request: QuoteRequest): Promise<SourceQuote>
  /** The contract a token allowance is given to on this network; default: the network's router. */
  spender?(network: SwapNetworkConfig): Address
  /** The aggregator's own transaction for the trade and the least it pays out; default: a Router02 call. */
  swapTransaction?(
    request: SwapBuildRequest,
  ): Promise<{ transaction: WalletTransaction; amountOutMin: bigint }>
}

import type { SolanaSwapNetworkConfig } from './solanaSwapConfig'

/** A Solana quote as the swap routes use it, with the source's own quote body to hand back for the transaction. */
export interface SolanaSourceQuote {
  amountIn: bigint
  amountOut: bigint
  /** The least the transaction pays out at the quote's slippage (Jupiter's `otherAmountThreshold`). */
  minimumOut: bigint
  priceImpactPercent: number
  /** What the source needs back to build the transaction (Jupiter's quote response shape). */
  quoteResponse: Record<string, unknown>
  /** The fee the source takes on the amount in, in basis points; default 0. */
  providerFeeBps?: number | undefined
  /** Signatures the transaction carries, each paid by the visitor at the base fee; default 1 (the visitor's). */
  signatures?: number | undefined
}

/**
 * Where Solana quotes and transactions come from, in Jupiter's quote and swap shape: Jupiter's API
 * (`jupiterSwapApi`) or the self-hosted quote maker (`solanaQuoteMaker`). Throws `SwapRefusal` for what the visitor
 * should read ('Insufficient liquidity', a timed-out service or RPC).
 */
export interface SolanaQuoteSource {
  quote(request: {
    inputMint: string
    outputMint: string
    amount: bigint
    slippageBps: number
    network: SolanaSwapNetworkConfig
  }): Promise<SolanaSourceQuote>
  /** The transaction for the visitor's wallet to sign and send (base64 wire bytes) and when its blockhash expires. */
  swapTransaction(request: {
    quoteResponse: Record<string, unknown>
    userPublicKey: string
    network: SolanaSwapNetworkConfig
  }): Promise<{ swapTransaction: string; lastValidBlockHeight: number }>
}

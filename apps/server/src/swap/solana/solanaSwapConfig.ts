import type { SolanaQuoteSource } from './solanaQuoteSource'

/** One SPL token (or wrapped SOL) the server offers for swapping on a Solana network. */
export interface SolanaSwapTokenConfig {
  /** The mint (base58); wrapped SOL `So11111111111111111111111111111111111111112` for SOL. */
  mint: string
  symbol: string
  name: string
  decimals: number
  /** An `https:` or `data:image/…` URL; anything else is listed as null. */
  logoUri?: string | undefined
  /** USD price of one whole token (the demo's fixed feed); unknown when left out. */
  priceUsd?: number | undefined
}

/** One Solana network the swap routes serve. */
export interface SolanaSwapNetworkConfig {
  /** CAIP-2, e.g. `solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp`. */
  chainId: string
  tokens: readonly SolanaSwapTokenConfig[]
  /**
   * The fee estimate the gas-price route answers, in lamports per signature: estimated here, not asked of a
   * service (Solana's base fee is 5000); the priority fee Jupiter adds is not in it. The network fee shown is this
   * times the signatures the source's transaction carries.
   */
  lamportsPerSignature?: number | undefined
}

/**
 * The Solana side of `SwapOptions`: its networks and where their quotes come from, Jupiter's API
 * (`jupiterSwapApi`, its key kept on the server) or the self-hosted quote maker (`solanaQuoteMaker`).
 */
export interface SolanaSwapOptions {
  networks: readonly SolanaSwapNetworkConfig[]
  source: SolanaQuoteSource
}

/**
 * A CAIP-2 Solana chain id: the genesis hash prefix (base58), or `solana:localnet`, the id the Solana adapter gives
 * a local cluster (`solanaLocalnet(rpcUrl)` without a genesis hash).
 */
export const SOLANA_CHAIN_ID = /^solana:([1-9A-HJ-NP-Za-km-z]{32}|localnet)$/
/** A base58 Solana address (a mint or an account). */
export const SOLANA_ADDRESS = /^[1-9A-HJ-NP-Za-km-z]{32,44}$/

import type { Address } from 'viem'
import type { QuoteSource } from './quoteSource'
import type { SolanaSwapOptions } from './solana/solanaSwapConfig'
import type { PriceSource } from './tokens/priceSource'

/** The address the swap calls use for a network's native currency (as wallets and aggregators do). */
export const NATIVE_TOKEN_ADDRESS: Address = '0xEeeeeEeeeEeEeeEeEeEeeEEEeeeeEeeeeeeeEEeE'

/** One token the server offers for swapping on a network. */
export interface SwapTokenConfig {
  /** The ERC20 contract, or `NATIVE_TOKEN_ADDRESS`. */
  address: Address
  symbol: string
  name: string
  decimals: number
  /** An `https:` or `data:image/…` URL; anything else is listed as null. */
  logoUri?: string | undefined
  /** The token takes an EIP-2612 `permit`. */
  eip2612?: boolean | undefined
  /** USD price of one whole token, used where `SwapOptions.priceSource` gives none; unknown when left out. */
  priceUsd?: number | undefined
  /** The id of the token's image in `SwapOptions.tokenImagesDir`, served at `/public/getTokenImage/{id}`. */
  imageId?: string | undefined
}

/** One EVM network the swap routes serve. */
export interface SwapNetworkConfig {
  /** CAIP-2, e.g. `eip155:1`. */
  chainId: string
  /** The network's JSON-RPC endpoint, read by the server only. */
  rpcUrl: string
  /** A Uniswap V2-style Router02 (`getAmountsOut`, `factory`, `swapExact*`). */
  router: Address
  /** The wrapped native token the router trades (WETH). */
  wrappedNative: Address
  tokens: readonly SwapTokenConfig[]
}

/** What `createApp` / `startServer` take to serve `/swap/v1/*`. */
export interface SwapOptions {
  networks: readonly SwapNetworkConfig[]
  /** Solana networks (`solana:*` chain ids), quoted by Jupiter or the self-hosted maker; without it 'not offered'. */
  solana?: SolanaSwapOptions | undefined
  /** Where the token list's USD prices come from (e.g. `fixedPriceSource`); default: each token's `priceUsd`. */
  priceSource?: PriceSource | undefined
  /**
   * A directory of token images (`<id>.png`, `.webp`, `.jpg` or `.svg`, at most 128 KiB each), stored at start and
   * served at `/public/getTokenImage/{id}` for the tokens whose `imageId` names them.
   */
  tokenImagesDir?: string | undefined
  /** Where quotes come from; default: the network's Uniswap V2-style router read over its RPC. */
  quoteSource?: QuoteSource | undefined
  /** How long a quote may be used for a swap; default 30 s. */
  quoteValidityMs?: number | undefined
  /** A quote moving the pool price more than this is refused as 'Insufficient liquidity'; default 15 (%). */
  maxPriceImpactPercent?: number | undefined
  /** Each RPC read is given up after this long; default 8 s. */
  rpcTimeoutMs?: number | undefined
  /** Signs the quotes handed out, so a swap transaction is only built from one this server made; default random. */
  quoteSecret?: string | undefined
  /** The clock (tests move it). */
  now?: (() => number) | undefined
}

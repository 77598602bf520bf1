import type { ChainNamespace } from './namespaces'

/** A CAIP-2 chain id, `namespace:reference` (e.g. `eip155:1`). */
export type CaipNetworkId = `${string}:${string}`

/** A CAIP-10 account id, `namespace:reference:address` (e.g. `eip155:1:0xab…`). */
export type CaipAddress = `${string}:${string}:${string}`

/** A network the host configured, in any namespace. */
export interface CaipNetwork {
  /** CAIP-2 id, e.g. `eip155:1` or `solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp`. */
  id: CaipNetworkId
  namespace: ChainNamespace
  /** The chain reference part of the id (`1` for Ethereum mainnet). */
  reference: string
  name: string
  nativeCurrency: { name: string; symbol: string; decimals: number }
  rpcUrls: readonly string[]
  blockExplorerUrl?: string
  imageUrl?: string
  testnet?: boolean
}

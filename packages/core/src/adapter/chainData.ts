import type { CaipAddress, CaipNetworkId } from '../caip/types'
import type { ActivityItem, TokenHolding } from './types'

/** A token whose USD price is asked for; no `address` means the network's native currency. */
export interface PricedToken {
  address?: string
  symbol: string
}

/**
 * Where USD prices come from (the host's price API, a local feed). Resolves with one price per token, in the
 * order asked, `undefined` where the source has none. Rejects with `ChainDataUnavailableError` when it cannot answer.
 */
export type TokenPriceSource = (input: {
  networkId: CaipNetworkId
  tokens: readonly PricedToken[]
}) => Promise<readonly (number | undefined)[]>

/**
 * A host's chain-data source, e.g. a hosted indexer. Every member is optional: a member present replaces the
 * default (the adapter reading from the chain's own endpoint) for every namespace; a missing one leaves it.
 */
export interface ChainDataSource {
  /** Every token the account holds on its network, native currency excluded. */
  getTokenBalances?(input: { address: CaipAddress; tokens: readonly string[] }): Promise<TokenHolding[]>
  /**
   * The account's recent transactions, newest first; with `before` (the hash of the oldest one shown), the page
   * older than it (empty at the end of the history).
   */
  getActivity?(input: { address: CaipAddress; before?: string }): Promise<ActivityItem[]>
  getTokenPrices?: TokenPriceSource
}

/** The host's `tokens` option: per CAIP-2 network, one token or a list of them. */
export type TokensOption = Readonly<Record<string, ListedToken | readonly ListedToken[]>>

/**
 * A token the host lists for a network: its contract address or mint, and optionally how to show it (as a token
 * list entry does). The host's symbol, name and icon are shown instead of what the chain or RPC reports: a mint
 * has no on-chain symbol, and a contract's is whatever its deployer wrote.
 */
export interface ListedToken {
  address: string
  symbol?: string
  name?: string
  /** `https:` or a `data:image/*` URL; anything else is not shown. */
  iconUrl?: string
}

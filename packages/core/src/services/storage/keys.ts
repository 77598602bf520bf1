import type { AccountType, ActivityItem, SavedConnection, TokenHolding } from '../../adapter/types'
import type { ChainNamespace } from '../../caip/namespaces'
import type { CaipNetworkId } from '../../caip/types'
import type { SiwxSession } from '../../options/types'
import type { ConnectionStatus } from '../../state/types'

/** Prefix of every key Latch writes. */
export const STORAGE_PREFIX = 'latch:'

/** A wallet the visitor used recently (spec §3, at most 2 kept). */
export interface RecentWallet {
  id: string
  name: string
  namespace?: ChainNamespace
  imageUrl?: string
}

/** Every persisted key with its value type (spec §3). Caches are separate: see `CacheSchema`. */
export interface StorageSchema {
  walletId: string
  walletName: string
  activeNetworkId: CaipNetworkId
  activeNamespace: ChainNamespace
  connectedNamespaces: ChainNamespace[]
  connectionStatus: Partial<Record<ChainNamespace, ConnectionStatus>>
  recentWallets: RecentWallet[]
  recentEmails: string[]
  /**
   * The social login: its provider once connected; with `pendingAttempt` while a full-page login (popup blocked)
   * is away at the provider, so the page that comes back finishes it.
   */
  socialConnection: { provider: string; username?: string; pendingAttempt?: string }
  siwxAuthToken: string
  siwxNonceToken: string
  /** Sign-in sessions of the local default `siwx` (spec §3: sign-in auth). */
  siwxSessions: SiwxSession[]
  disconnectedConnectorIds: Partial<Record<ChainNamespace, string[]>>
  connections: Partial<Record<ChainNamespace, SavedConnection[]>>
  preferredAccountTypes: Partial<Record<ChainNamespace, AccountType>>
}

/** A persisted key name. */
export type StorageKey = keyof StorageSchema

/** The caches of spec §3 with the value each holds. */
export interface CacheSchema {
  /** The account's balance as Account shows it (`fetchBalance`). */
  balance: { value: string; formatted: string; symbol: string; decimals: number }
  nativeBalance: { value: string; formatted: string; symbol: string; decimals: number }
  portfolio: TokenHolding[]
  /** A name's resolved address (`<networkId>:<name>` → address: the Send receiver's ENS name). */
  name: { address?: string }
  identity: { name?: string; avatar?: string }
  history: ActivityItem[]
  tokenPrice: number
}

/** A cache name. */
export type CacheName = keyof CacheSchema

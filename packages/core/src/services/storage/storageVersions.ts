import type { CacheName, StorageKey } from './keys'

/**
 * Schema version of each persisted key. A stored value with another version is dropped (with a warning) and
 * reads as undefined; bump a key's version when its shape changes, and add a migration here if it must survive.
 */
export const STORAGE_VERSIONS: Readonly<Record<StorageKey, number>> = {
  walletId: 1,
  walletName: 1,
  activeNetworkId: 1,
  activeNamespace: 1,
  connectedNamespaces: 1,
  connectionStatus: 1,
  recentWallets: 1,
  recentEmails: 1,
  socialConnection: 1,
  siwxAuthToken: 1,
  siwxNonceToken: 1,
  siwxSessions: 1,
  disconnectedConnectorIds: 1,
  connections: 1,
  preferredAccountTypes: 1,
}

/** Schema version of each cache's stored entries. */
export const CACHE_VERSIONS: Readonly<Record<CacheName, number>> = {
  balance: 1,
  nativeBalance: 1,
  portfolio: 2,
  name: 1,
  identity: 1,
  history: 2,
  tokenPrice: 2,
}

/** Most entries one cache keeps; writing more drops the oldest. */
export const CACHE_ENTRIES_KEPT = 100

/** Longest list kept for keys the spec gives no cap (recent e-mails, connector ids, saved connections). */
export const STORED_LIST_MAX = 100

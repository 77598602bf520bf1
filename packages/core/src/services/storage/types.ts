import type { CacheName, CacheSchema, RecentWallet, StorageKey, StorageSchema } from './keys'

/**
 * Typed, versioned persistence over a `KeyValueStorage`.
 * A corrupt, foreign or old-version value is dropped with a logged warning and reads as undefined.
 * When the storage throws (private mode, quota), it falls back to memory for the page's life.
 */
export interface LatchStorage {
  get<K extends StorageKey>(key: K): StorageSchema[K] | undefined
  set<K extends StorageKey>(key: K, value: StorageSchema[K]): void
  remove(key: StorageKey): void
  /** Puts a wallet first in the recent list, without duplicates, keeping at most 2. */
  addRecentWallet(wallet: RecentWallet): void
  /** A cached value younger than the cache's TTL, else undefined. */
  getCached<C extends CacheName>(cache: C, key: string, now?: number): CacheSchema[C] | undefined
  setCached<C extends CacheName>(cache: C, key: string, value: CacheSchema[C], now?: number): void
  /** Drops one cached value (the data it held has changed, e.g. after a send). */
  removeCached(cache: CacheName, key: string): void
  /** Calls `listener` when another tab changes one of Latch's keys (after `listen`). */
  onExternalChange(listener: (key: StorageKey) => void): () => void
  /** Starts listening to the `storage` event of `target` (the window). */
  listen(target: Pick<Window, 'addEventListener' | 'removeEventListener'>): () => void
}

import type { RecentWallet, StorageKey, StorageSchema } from './keys'

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
  /**
   * The versioned `{ v, value }` records other stored data builds on (the caches, `createStorageCache`): a read
   * drops a value that is not JSON, of another version or that fails `isValid`, as `get` does.
   */
  readonly envelopes: EnvelopeStore
  /** Calls `listener` when another tab changes one of Latch's keys (as `applyExternalChange` reports it). */
  onExternalChange(listener: (key: StorageKey) => void): () => void
  /**
   * Takes in what another tab changed (`watchStorageEvents` hears it from the window's `storage` event): `key` is
   * the full `latch:` key, or null when that tab cleared the storage. Later reads see the change, even from memory.
   */
  applyExternalChange(key: string | null, newValue: string | null): void
}

/** Reads and writes one versioned record under its full storage key (`latch:...`). */
export interface EnvelopeStore {
  read(storageKey: string, version: number, isValid: (value: unknown) => boolean): unknown
  write(storageKey: string, version: number, value: unknown): void
}

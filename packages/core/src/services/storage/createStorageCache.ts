import { readCache, writeCache } from './cacheEntries'
import type { CacheName, CacheSchema } from './keys'
import { CACHE_TTL_MS } from './storageLimits'
import type { LatchStorage } from './types'

/** The caches of spec §9 over a client's storage: one stored record per cache, each entry with its write time. */
export interface StorageCache {
  /** A cached value younger than the cache's TTL, else undefined. */
  getCached<C extends CacheName>(cache: C, key: string, now?: number): CacheSchema[C] | undefined
  setCached<C extends CacheName>(cache: C, key: string, value: CacheSchema[C], now?: number): void
  /** Drops one cached value (the data it held has changed, e.g. after a send). */
  removeCached(cache: CacheName, key: string): void
}

/**
 * The caches on `storage`'s versioned records. Only chain data reads and writes them, so they are part of the
 * engine, not of the first load (issue 21).
 */
export function createStorageCache(storage: Pick<LatchStorage, 'envelopes'>): StorageCache {
  const { read, write } = storage.envelopes
  return {
    getCached(cache, key, now = Date.now()) {
      const entries = readCache(cache, read)
      const entry = entries.get(key)
      if (!entry) return undefined
      const age = now - entry.t
      if (age >= 0 && age < CACHE_TTL_MS[cache]) return entry.value
      entries.delete(key)
      writeCache(cache, entries, write)
      return undefined
    },
    setCached(cache, key, value, now = Date.now()) {
      const entries = readCache(cache, read)
      for (const [name, entry] of entries) {
        const age = now - entry.t
        if (age < 0 || age >= CACHE_TTL_MS[cache]) entries.delete(name)
      }
      entries.delete(key)
      entries.set(key, { t: now, value })
      writeCache(cache, entries, write)
    },
    removeCached(cache, key) {
      const entries = readCache(cache, read)
      if (entries.delete(key)) writeCache(cache, entries, write)
    },
  }
}

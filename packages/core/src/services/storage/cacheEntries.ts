import { CACHE_VALIDATORS } from './cacheValidators'
import { type CacheName, type CacheSchema, STORAGE_PREFIX } from './keys'
import { CACHE_ENTRIES_KEPT, CACHE_VERSIONS } from './storageVersions'
import type { EnvelopeStore } from './types'

/** One cached value with the time it was written. */
export interface CacheEntry<C extends CacheName> {
  t: number
  value: CacheSchema[C]
}

type ReadEnvelope = EnvelopeStore['read']
type WriteEnvelope = EnvelopeStore['write']

/** Where a cache is stored: one key per cache, `latch:cache:<name>`, holding every entry. */
function cacheStorageKey(cache: CacheName): string {
  return `${STORAGE_PREFIX}cache:${cache}`
}

function isEntryMap(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

function isEntry<C extends CacheName>(cache: C, value: unknown): value is CacheEntry<C> {
  if (!isEntryMap(value)) return false
  const { t } = value
  return typeof t === 'number' && Number.isFinite(t) && CACHE_VALIDATORS[cache](value.value)
}

/**
 * A cache's entries in write order, as a Map so keys like "__proto__" stay plain keys. Entries of the wrong shape
 * are left out (and disappear on the next write); a stored cache that is not a map is dropped by `read`.
 */
export function readCache<C extends CacheName>(cache: C, read: ReadEnvelope): Map<string, CacheEntry<C>> {
  const stored = read(cacheStorageKey(cache), CACHE_VERSIONS[cache], isEntryMap) as
    | Record<string, unknown>
    | undefined
  const entries = new Map<string, CacheEntry<C>>()
  for (const [key, entry] of Object.entries(stored ?? {})) {
    if (isEntry(cache, entry)) entries.set(key, { t: entry.t, value: entry.value })
  }
  return entries
}

/** Stores a cache's entries, keeping only the newest `CACHE_ENTRIES_KEPT`. */
export function writeCache<C extends CacheName>(
  cache: C,
  entries: Map<string, CacheEntry<C>>,
  write: WriteEnvelope,
): void {
  const kept = [...entries].slice(-CACHE_ENTRIES_KEPT)
  write(cacheStorageKey(cache), CACHE_VERSIONS[cache], Object.fromEntries(kept))
}

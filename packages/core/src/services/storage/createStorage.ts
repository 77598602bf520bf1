import type { Logger } from '../../adapter/logger'
import type { KeyValueStorage } from '../../options/types'
import { createResilientStorage } from './createResilientStorage'
import { STORAGE_PREFIX, type StorageKey, type StorageSchema } from './keys'
import { RECENT_WALLETS_KEPT } from './storageLimits'
import { STORAGE_VALIDATORS } from './storageValidators'
import { STORAGE_VERSIONS } from './storageVersions'
import type { LatchStorage } from './types'

/** Options of `createStorage`. */
export interface StorageOptions {
  /** The page's `localStorage` or any store shaped like it; memory when absent. */
  storage?: KeyValueStorage
  logger: Logger
}

/** The stored form of every key: the schema version and the value. */
interface Envelope {
  v: number
  value: unknown
}

function isStorageKey(name: string): name is StorageKey {
  return Object.hasOwn(STORAGE_VERSIONS, name)
}

/**
 * Typed, versioned persistence (spec §3): each key is stored as `{ v, value }` under `latch:<name>`. A value that
 * is not JSON, not an envelope, of another version or of the wrong shape is removed with one warning and reads as
 * undefined (RELIABILITY #1); a throwing storage falls back to memory (RELIABILITY #2). Nothing here throws.
 */
export function createStorage(options: StorageOptions): LatchStorage {
  const { logger } = options
  const store = createResilientStorage(options.storage, logger)
  const listeners = new Set<(key: StorageKey) => void>()
  // A value already dropped once: if removing it failed, reading it again stays silent.
  const dropped = new Map<string, string>()

  const drop = (storageKey: string, raw: string, reason: string) => {
    if (dropped.get(storageKey) === raw) return
    dropped.set(storageKey, raw)
    // The raw text is not logged: it may hold sign-in tokens.
    logger.warn(`Dropped the stored value of ${storageKey}: ${reason}`, {
      key: storageKey,
      bytes: raw.length,
    })
    store.removeItem(storageKey)
  }

  // The envelope's value if it is JSON `{ v: version, value }` and `isValid(value)`; else drops it.
  const readEnvelope = (storageKey: string, version: number, isValid: (value: unknown) => boolean) => {
    const raw = store.getItem(storageKey)
    if (raw === null) return undefined
    let parsed: unknown
    try {
      parsed = JSON.parse(raw)
    } catch {
      drop(storageKey, raw, 'not JSON')
      return undefined
    }
    if (typeof parsed !== 'object' || parsed === null || !('v' in parsed) || !('value' in parsed)) {
      drop(storageKey, raw, 'not a Latch value')
      return undefined
    }
    const envelope = parsed as Envelope
    if (envelope.v !== version) {
      drop(storageKey, raw, `version ${JSON.stringify(envelope.v)} instead of ${version}`)
      return undefined
    }
    if (!isValid(envelope.value)) {
      drop(storageKey, raw, 'wrong shape')
      return undefined
    }
    return envelope.value
  }

  const writeEnvelope = (storageKey: string, version: number, value: unknown) => {
    try {
      store.setItem(storageKey, JSON.stringify({ v: version, value } satisfies Envelope))
    } catch (error) {
      logger.warn(`Could not store ${storageKey}`, { error })
    }
  }

  const storage: LatchStorage = {
    get<K extends StorageKey>(key: K): StorageSchema[K] | undefined {
      if (!isStorageKey(key)) return undefined
      return readEnvelope(STORAGE_PREFIX + key, STORAGE_VERSIONS[key], STORAGE_VALIDATORS[key]) as
        | StorageSchema[K]
        | undefined
    },
    set(key, value) {
      if (!isStorageKey(key)) return
      if (value === undefined) store.removeItem(STORAGE_PREFIX + key)
      else writeEnvelope(STORAGE_PREFIX + key, STORAGE_VERSIONS[key], value)
    },
    remove(key) {
      if (isStorageKey(key)) store.removeItem(STORAGE_PREFIX + key)
    },
    addRecentWallet(wallet) {
      const others = (storage.get('recentWallets') ?? []).filter((recent) => recent.id !== wallet.id)
      storage.set('recentWallets', [wallet, ...others].slice(0, RECENT_WALLETS_KEPT))
    },
    envelopes: { read: readEnvelope, write: writeEnvelope },
    onExternalChange(listener) {
      listeners.add(listener)
      return () => {
        listeners.delete(listener)
      }
    },
    applyExternalChange(key, newValue) {
      store.applyExternalChange(key, newValue)
      if (key === null) dropped.clear()
      else dropped.delete(key)
      const name = key === null ? null : key.slice(STORAGE_PREFIX.length)
      const changed =
        name === null ? (Object.keys(STORAGE_VERSIONS) as StorageKey[]) : isStorageKey(name) ? [name] : []
      for (const changedKey of changed) notify(changedKey)
    },
  }

  const notify = (key: StorageKey) => {
    for (const listener of [...listeners]) {
      try {
        listener(key)
      } catch (error) {
        logger.error('A storage change listener failed', { key, error })
      }
    }
  }

  return storage
}

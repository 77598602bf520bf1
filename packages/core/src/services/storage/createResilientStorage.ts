import type { Logger } from '../../adapter/logger'
import type { KeyValueStorage } from '../../options/types'

/** A `KeyValueStorage` that never throws and keeps working in memory once the real one fails. */
export interface ResilientStorage extends KeyValueStorage {
  /** True once the backing storage failed (or none was given) and memory took over for the page's life. */
  usingMemory(): boolean
  /** Records another tab's write (`key` null: it cleared the storage) so the next read sees it, even from memory. */
  applyExternalChange(key: string | null, newValue: string | null): void
}

/**
 * Wraps `storage` (RELIABILITY #2): the first time it throws (private mode, sandboxed iframe, quota exceeded)
 * one warning is logged and every later read and write uses memory, which already holds what this page read and
 * wrote so far. Without `storage`, memory is used from the start.
 */
export function createResilientStorage(
  storage: KeyValueStorage | undefined,
  logger: Logger,
): ResilientStorage {
  const memory = new Map<string, string>()
  let backing = storage

  const fail = (operation: string, key: string, error: unknown) => {
    backing = undefined
    logger.warn('Storage is unavailable; keeping Latch state in memory for this page', {
      operation,
      key,
      error,
    })
  }

  return {
    getItem(key) {
      if (backing) {
        try {
          const value = backing.getItem(key)
          if (typeof value === 'string') memory.set(key, value)
          else memory.delete(key)
          return typeof value === 'string' ? value : null
        } catch (error) {
          fail('getItem', key, error)
        }
      }
      return memory.get(key) ?? null
    },
    setItem(key, value) {
      memory.set(key, value)
      if (!backing) return
      try {
        backing.setItem(key, value)
      } catch (error) {
        fail('setItem', key, error)
      }
    },
    removeItem(key) {
      memory.delete(key)
      if (!backing) return
      try {
        backing.removeItem(key)
      } catch (error) {
        fail('removeItem', key, error)
      }
    },
    usingMemory: () => backing === undefined,
    applyExternalChange(key, newValue) {
      if (key === null) memory.clear()
      else if (newValue === null) memory.delete(key)
      else memory.set(key, newValue)
    },
  }
}

import type { KeyValueStorage } from '../options/types'

/** A `localStorage`-shaped store in memory, with a peek at what was written (for tests and server rendering). */
export function createMemoryStorage(
  initial: Record<string, string> = {},
): KeyValueStorage & { dump(): Record<string, string> } {
  const values = new Map(Object.entries(initial))
  return {
    getItem: (key) => values.get(key) ?? null,
    setItem: (key, value) => {
      values.set(key, String(value))
    },
    removeItem: (key) => {
      values.delete(key)
    },
    dump: () => Object.fromEntries(values),
  }
}

import type { KeyValueStorage } from '../options/types'

/**
 * The page's localStorage, looked up on each use rather than when the client is created, so creating a client
 * (or rendering on the server) never touches it. Where there is none (Node) a memory map stands in. Access that
 * throws (sandboxed iframe, RELIABILITY #2) is left to throw: the storage service then falls back to memory.
 */
export function lazyBrowserStorage(): KeyValueStorage {
  const memory = new Map<string, string>()
  const fallback: KeyValueStorage = {
    getItem: (key) => memory.get(key) ?? null,
    setItem: (key, value) => {
      memory.set(key, value)
    },
    removeItem: (key) => {
      memory.delete(key)
    },
  }
  const resolve = (): KeyValueStorage =>
    (globalThis as { localStorage?: KeyValueStorage }).localStorage ?? fallback
  return {
    getItem: (key) => resolve().getItem(key),
    setItem: (key, value) => resolve().setItem(key, value),
    removeItem: (key) => resolve().removeItem(key),
  }
}

/** The visitor's colour-scheme preference, and a way to follow it; undefined outside the browser. */
export function colorSchemeQuery(): MediaQueryList | undefined {
  const match = (globalThis as { matchMedia?: (query: string) => MediaQueryList }).matchMedia
  return typeof match === 'function' ? match('(prefers-color-scheme: dark)') : undefined
}

/** How long a start left to idle time waits at most: a busy page still lists its wallets soon after load. */
const IDLE_TIMEOUT_MS = 1_000

/**
 * Runs `task` when the browser is next idle (`requestIdleCallback`, at most {@link IDLE_TIMEOUT_MS} later); where
 * there is none (Safari before 18, Node) on the next macrotask. Returns a cancel function.
 */
export function whenIdle(task: () => void): () => void {
  const scope = globalThis as {
    requestIdleCallback?: (callback: () => void, options?: { timeout: number }) => number
    cancelIdleCallback?: (handle: number) => void
  }
  if (typeof scope.requestIdleCallback === 'function') {
    const handle = scope.requestIdleCallback(task, { timeout: IDLE_TIMEOUT_MS })
    return () => scope.cancelIdleCallback?.(handle)
  }
  const timer = setTimeout(task, 0)
  return () => clearTimeout(timer)
}

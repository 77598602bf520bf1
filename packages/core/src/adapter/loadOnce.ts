/**
 * Wraps a chunk load (an `import()` and what is built from it) so it runs once: every call shares the first
 * call's promise; a failed load (offline, a deploy replaced the chunk) is tried again at the next call.
 */
export function loadOnce<T>(load: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | undefined
  return () => {
    loading ??= load().catch((error: unknown) => {
      loading = undefined
      throw error
    })
    return loading
  }
}

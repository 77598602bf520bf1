/** A chunk of code loaded on first need, once: a failed load is retried on the next call. */
export interface ChunkLoader<T> {
  /** Loads the chunk (or returns the load under way). */
  load(): Promise<T>
  /** The chunk once it is in, else undefined. */
  loaded(): T | undefined
  /** Starts loading it without waiting (pointer over, press or focus on what needs it). */
  prefetch(): void
}

/** Wraps a dynamic `import()` so that its chunk loads once and can be read synchronously once in. */
export function chunkLoader<T>(importChunk: () => Promise<T>): ChunkLoader<T> {
  // Chunks are code; a module-level cache of loaded code is not state (every client runs the same actions).
  let pending: Promise<T> | undefined
  let chunk: T | undefined
  const load = () => {
    pending ??= importChunk().then(
      (module) => {
        chunk = module
        return module
      },
      (error: unknown) => {
        pending = undefined
        throw error
      },
    )
    return pending
  }
  return {
    load,
    loaded: () => chunk,
    prefetch: () => {
      load().catch(() => {})
    },
  }
}

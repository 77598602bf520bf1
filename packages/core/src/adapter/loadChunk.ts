import { chunkLoadError } from './chunkLoadError'
import { loadOnce } from './loadOnce'

/**
 * An adapter's lazily imported chunk, imported once and built once: every call shares the first call's promise; a
 * failed import rejects with `chunkLoadError` (a `WalletRequestError` with the import's message) and is tried
 * again at the next call. `importChunk` is the `import()` of the chunk's module, `build` makes what the adapter
 * needs from it (`(chunk) => chunk.createAcmeRuntime(options)`).
 */
export function loadChunk<M, T>(importChunk: () => Promise<M>, build: (chunk: M) => T): () => Promise<T> {
  return loadOnce(() =>
    importChunk().then(build, (error: unknown) => {
      throw chunkLoadError(error)
    }),
  )
}

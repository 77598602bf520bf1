/** What a test flips to make the next import of a module fail. */
export interface ImportSwitch {
  failNext: boolean
}

/**
 * The real module `actual`, whose exports fail to arrive once while `state.failNext` is set, as a chunk that could
 * not be fetched does (offline, a deploy replaced the file). For a `vi.mock` of an adapter's lazily imported module:
 *
 * ```ts
 * const chunk = vi.hoisted(() => ({ failNext: false }))
 * vi.mock('../src/adapter/createAcmeWalletSide', async (importOriginal) =>
 *   (await import('@latch/core/conformance')).failingImport(await importOriginal(), chunk),
 * )
 * ```
 */
export function failingImport<M extends object>(actual: M, state: ImportSwitch): M {
  const module = {} as M
  for (const key of Object.keys(actual) as (keyof M)[]) {
    Object.defineProperty(module, key, {
      enumerable: true,
      get: () => {
        if (state.failNext) {
          state.failNext = false
          throw new TypeError('Failed to fetch dynamically imported module')
        }
        return actual[key]
      },
    })
  }
  return module
}

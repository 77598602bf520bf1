/** `T`'s methods named `K`, each returning a promise of what the method returns. */
export type ForwardedMethods<T, K extends keyof T> = {
  [P in K]: T[P] extends (...args: infer A) => infer R ? (...args: A) => Promise<Awaited<R>> : never
}

/**
 * Methods that wait for `load()` (an adapter's lazily imported part) and then call the loaded object's method of
 * the same name: what an adapter's first-load shell hands on to its runtime, without a line per method.
 *
 * ```ts
 * return { namespace: 'eip155', ...forwardTo(loadRuntime, ['connect', 'reconnect', 'getBalance']), ... }
 * ```
 */
export function forwardTo<T, K extends keyof T>(
  load: () => Promise<T>,
  names: readonly K[],
): ForwardedMethods<T, K> {
  return Object.fromEntries(
    names.map((name) => [
      name,
      async (...args: unknown[]) => ((await load())[name] as (...args: unknown[]) => unknown)(...args),
    ]),
  ) as ForwardedMethods<T, K>
}

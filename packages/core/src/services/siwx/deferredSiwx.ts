import type { LatchOptions, SiwxConfig } from '../../options/types'
import type { LatchStorage } from '../storage/types'

type Hooks = Required<Omit<SiwxConfig, 'getRequired' | 'required'>>
const HOOKS = ['createMessage', 'addSession', 'getSessions', 'setSessions', 'revokeSession'] as const

/**
 * `resolveSiwx` without its code in the first load: the same hooks (the host's own as given, the local default or
 * the legacy `siweConfig` translation for the rest), where each default loads `./resolveSiwx` with `import()` at
 * its first call. Every hook is async, so only `required` / `getRequired`, which stay synchronous, are read here.
 */
export function deferredSiwx(input: {
  options: Pick<LatchOptions, 'siwx' | 'siweConfig'>
  storage: LatchStorage
  now: () => number
}): SiwxConfig | undefined {
  const { options } = input
  if (!options.siweConfig && !options.siwx) return undefined
  let loading: Promise<Hooks> | undefined
  const load = (): Promise<Hooks> => {
    loading ??= import('./resolveSiwx').then(
      ({ resolveSiwx }) => resolveSiwx(input) as Hooks,
      (error: unknown) => {
        loading = undefined
        throw error
      },
    )
    return loading
  }
  const deferred = Object.fromEntries(
    HOOKS.map((name) => [
      name,
      async (...args: unknown[]) =>
        ((await load())[name] as (...args: unknown[]) => Promise<unknown>)(...args),
    ]),
  ) as unknown as Hooks
  if (options.siweConfig) return { ...deferred, required: options.siweConfig.required !== false }
  return { ...deferred, ...options.siwx }
}

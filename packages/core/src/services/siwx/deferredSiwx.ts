import { forwardTo } from '../../adapter/forwardTo'
import { loadOnce } from '../../adapter/loadOnce'
import type { LatchOptions, SiwxConfig } from '../../options/types'
import type { LatchStorage } from '../storage/types'

type Hooks = Required<Omit<SiwxConfig, 'getRequired' | 'required'>>
const HOOKS = ['createMessage', 'addSession', 'getSessions', 'setSessions', 'revokeSession'] as const

/**
 * `resolveSiwx` without its code in the first load: the same hooks (the host's own as given, the local default or
 * the legacy `siweConfig` translation for the rest), where each default loads `./resolveSiwx` (and the client's
 * storage, which the local default keeps sessions in) with `import()` at its first call. Every hook is async, so
 * only `required` / `getRequired`, which stay synchronous, are read here.
 */
export function deferredSiwx(input: {
  options: Pick<LatchOptions, 'siwx' | 'siweConfig'>
  loadStorage: () => Promise<LatchStorage>
  now: () => number
}): SiwxConfig | undefined {
  const { options, now } = input
  if (!options.siweConfig && !options.siwx) return undefined
  const load = loadOnce(async (): Promise<Hooks> => {
    const [{ resolveSiwx }, storage] = await Promise.all([import('./resolveSiwx'), input.loadStorage()])
    return resolveSiwx({ options, storage, now }) as Hooks
  })
  const deferred = forwardTo(load, HOOKS)
  if (options.siweConfig) return { ...deferred, required: options.siweConfig.required !== false }
  return { ...deferred, ...options.siwx }
}

import type { LatchOptions, SiwxConfig } from '../../options/types'
import type { LatchStorage } from '../storage/types'
import { createLocalSiwx } from './createLocalSiwx'
import { siweConfigToSiwx } from './legacySiweConfig'

/**
 * The sign-in hooks a client uses: the legacy `siweConfig` translated, or the host's `siwx` with every hook it left
 * out taken from the local default. Undefined when the host configured no sign-in.
 */
export function resolveSiwx(input: {
  options: Pick<LatchOptions, 'siwx' | 'siweConfig'>
  storage: LatchStorage
  now: () => number
}): SiwxConfig | undefined {
  const { options, storage, now } = input
  if (options.siweConfig) return siweConfigToSiwx(options.siweConfig, now)
  if (!options.siwx) return undefined
  return { ...createLocalSiwx({ storage, now }), ...options.siwx }
}

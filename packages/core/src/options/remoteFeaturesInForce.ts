import type { LatchState } from '../state/types'
import type { ResolvedOptions, ResolvedRemoteFeatures } from './resolveOptions'

/**
 * The remote features in force: the remote config's merged under the host's once read (`state.remote`), else the
 * host's options over the defaults.
 */
export function remoteFeaturesInForce(
  state: Pick<LatchState, 'remote'>,
  options: Pick<ResolvedOptions, 'remoteFeatures'>,
): ResolvedRemoteFeatures {
  return state.remote?.features ?? options.remoteFeatures
}

import { type ResolvedRemoteFeatures, resolveOptions } from './resolveOptions'
import type { RemoteFeatures } from './types'

/**
 * The remote features in force (spec §1, §7): each the host set wins; what it left unset comes from the remote
 * config (`GET /appkit/v1/config`), else the default, as `resolveOptions` applies them (the pay feature turns
 * e-mail and socials off whatever the remote config says). Loaded with the background work, not in the first load.
 */
export function mergeRemoteFeatures(
  host: RemoteFeatures,
  remote: RemoteFeatures,
  pay: boolean,
): ResolvedRemoteFeatures {
  const set = Object.fromEntries(Object.entries(host).filter(([, value]) => value !== undefined))
  return resolveOptions({ networks: [], features: { pay }, remoteFeatures: { ...remote, ...set } })
    .remoteFeatures
}

import type { ClientCore } from '../../latch/clientCore'
import { mergeRemoteFeatures } from '../../options/mergeRemoteFeatures'
import { remoteFeaturesInForce } from '../../options/remoteFeaturesInForce'
import type { RemoteFeatures } from '../../options/types'
import { fetchRemoteConfig } from '../../services/explorer/fetchRemoteConfig'

/**
 * Reads the project's remote config (spec §7) when the host configured the explorer service and a projectId, and
 * puts it in state: its features under the host's `remoteFeatures` (each the host set wins), and
 * `isAnalyticsEnabled: false` turning analytics off. An answer that is unreachable, refused or not the documented
 * shape changes nothing (RELIABILITY #5, #6); the warning names only the failure, never the URL or the body
 * (RELIABILITY #34). Runs in the background: the first render never waits for it.
 */
export async function applyRemoteConfig(
  core: ClientCore,
  hostRemoteFeatures: RemoteFeatures,
  fetchImpl?: typeof fetch,
): Promise<void> {
  const baseUrl = core.options.services?.explorer
  const projectId = core.options.projectId
  if (!baseUrl || !projectId) return
  const config = await fetchRemoteConfig({
    baseUrl,
    projectId,
    sdkType: 'latch',
    sdkVersion: core.options.sdkVersion ?? '0.0.0',
    ...(fetchImpl ? { fetch: fetchImpl } : {}),
  })
  if (config.failures.length > 0)
    core.logger.warn('Remote config not applied; the host options stay in force', {
      failures: config.failures,
    })
  const { features, analyticsEnabled } = config
  core.store.setState((state) => ({
    ...state,
    remote: {
      status: features ? 'loaded' : 'failed',
      features: features
        ? mergeRemoteFeatures(hostRemoteFeatures, features, core.options.features.pay)
        : remoteFeaturesInForce(state, core.options),
      analyticsEnabled: analyticsEnabled ?? state.remote?.analyticsEnabled ?? true,
    },
  }))
}

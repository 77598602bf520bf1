import type { ChainNamespace } from '../caip/namespaces'
import type { Latch } from '../latch/types'
import { patchAccount } from '../state/updaters'
import { withFlowContext } from './internal/flowContext'

/** Parameters of {@link fetchProfile}. */
export interface FetchProfileParameters {
  /** Default: the active namespace. */
  namespace?: ChainNamespace
}

/** {@link fetchProfile} resolves once the name and avatar are in state (`accounts[ns].profileName`, `profileImage`). */
export type FetchProfileReturnType = void

/**
 * Reads the name and avatar of a namespace's connected account (ENS on eip155) into `profileName` and
 * `profileImage`, through the identity cache of spec §9: a reload within 5 minutes shows them without asking the
 * chain. Nothing calls it on its own yet: a host (or a view) calls it once connected. Without a connected account or an adapter that reads profiles it does nothing; a failure is logged, and
 * the account shows its address as before.
 */
export function fetchProfile(
  latch: Latch,
  parameters: FetchProfileParameters = {},
): Promise<FetchProfileReturnType> {
  return withFlowContext(latch, async (context) => {
    const { store } = context
    const namespace = parameters.namespace ?? store.getState().activeNamespace
    const address = namespace ? store.getState().accounts[namespace]?.caipAddress : undefined
    const adapter = namespace ? context.adapters.get(namespace) : undefined
    if (!namespace || !address || !adapter) return
    try {
      const profile = await context.chainData.getProfile(adapter, address)
      if (!profile) return
      store.setState((state) =>
        state.accounts[namespace]?.caipAddress === address
          ? patchAccount(state, namespace, { profileName: profile.name, profileImage: profile.imageUrl })
          : state,
      )
    } catch (error) {
      context.logger.warn('profile not read', { namespace, error })
    }
  })
}

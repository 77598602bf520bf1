import { PROJECT_ID_NOT_CONFIGURED } from '../notices/clientNotices'
import type { ResolvedOptions } from '../options/resolveOptions'
import { defaultNetworkFor } from '../rules/defaultNetworkFor'
import { createInitialState, emptyAccountState, emptyNetworkState } from '../state/initialState'
import type { LatchState } from '../state/types'

/**
 * The first state of a client, the same on the server and in the browser (so hydration matches): one account
 * and network slot per namespace of the adapters and networks, the host's initial state on top.
 */
export function createInitialClientState(options: ResolvedOptions): LatchState {
  const base = createInitialState()
  const namespaces = [
    ...new Set([
      ...options.adapters.map((adapter) => adapter.namespace),
      ...options.networks.map((network) => network.namespace),
    ]),
  ]
  const accounts: LatchState['accounts'] = {}
  const networks: LatchState['networks'] = {}
  for (const namespace of namespaces) {
    accounts[namespace] = emptyAccountState(options.defaultAccountTypes?.[namespace] ?? 'eoa')
    const caipNetwork = defaultNetworkFor(options.networks, namespace, options.defaultNetwork)
    networks[namespace] = {
      ...emptyNetworkState(),
      ...(caipNetwork ? { caipNetwork } : {}),
      requestedCaipNetworks: options.networks.filter((network) => network.namespace === namespace),
    }
  }
  const activeNamespace = options.defaultNetwork?.namespace ?? options.networks[0]?.namespace ?? namespaces[0]
  const requestedMode = options.themeMode
  const initial = options.initialState ?? {}
  return {
    ...base,
    accounts: { ...accounts, ...initial.accounts },
    networks: { ...networks, ...initial.networks },
    activeNamespace: initial.activeNamespace ?? activeNamespace,
    theme: {
      requestedMode,
      mode: requestedMode === 'dark' ? 'dark' : 'light',
      variables: { ...options.themeVariables },
    },
    notices: options.projectIdConfigured
      ? base.notices
      : { ...base.notices, alert: PROJECT_ID_NOT_CONFIGURED },
  }
}

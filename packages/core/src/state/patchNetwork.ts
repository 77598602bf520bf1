import type { ChainNamespace } from '../caip/namespaces'
import { emptyNetworkState } from './initialState'
import type { LatchState, NetworkState } from './types'

/** Merges `patch` into the network state of `namespace`, creating it when missing. */
export function patchNetwork(
  state: LatchState,
  namespace: ChainNamespace,
  patch: Partial<NetworkState>,
): LatchState {
  const current = state.networks[namespace] ?? emptyNetworkState()
  return { ...state, networks: { ...state.networks, [namespace]: { ...current, ...patch } } }
}

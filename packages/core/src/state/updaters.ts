import type { ChainNamespace } from '../caip/namespaces'
import { emptyAccountState, emptyNetworkState } from './initialState'
import type { AccountState, LatchState, NetworkState } from './types'

/** Merges `patch` into the account state of `namespace`, creating it when missing. */
export function patchAccount(
  state: LatchState,
  namespace: ChainNamespace,
  patch: Partial<AccountState>,
): LatchState {
  const current = state.accounts[namespace] ?? emptyAccountState()
  return { ...state, accounts: { ...state.accounts, [namespace]: { ...current, ...patch } } }
}

/** Merges `patch` into the network state of `namespace`, creating it when missing. */
export function patchNetwork(
  state: LatchState,
  namespace: ChainNamespace,
  patch: Partial<NetworkState>,
): LatchState {
  const current = state.networks[namespace] ?? emptyNetworkState()
  return { ...state, networks: { ...state.networks, [namespace]: { ...current, ...patch } } }
}

/** The account of the active namespace, if any. */
export function activeAccount(state: LatchState): AccountState | undefined {
  return state.activeNamespace ? state.accounts[state.activeNamespace] : undefined
}

/** Namespaces with a connected account. */
export function connectedNamespaces(state: LatchState): ChainNamespace[] {
  return (Object.keys(state.accounts) as ChainNamespace[]).filter(
    (namespace) => state.accounts[namespace]?.status === 'connected',
  )
}

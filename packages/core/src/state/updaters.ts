import type { ChainNamespace } from '../caip/namespaces'
import { emptyAccountState } from './initialState'
import type { AccountState, LatchState } from './types'

/** Merges `patch` into the account state of `namespace`, creating it when missing. */
export function patchAccount(
  state: LatchState,
  namespace: ChainNamespace,
  patch: Partial<AccountState>,
): LatchState {
  const current = state.accounts[namespace] ?? emptyAccountState()
  return { ...state, accounts: { ...state.accounts, [namespace]: { ...current, ...patch } } }
}

/**
 * Shows `namespace` connecting while its stored connection is restored. An account already connected (the server
 * rendered the connection cookie's state) stays shown as it is meanwhile, rather than flash "Connecting...".
 */
export function showRestoring(state: LatchState, namespace: ChainNamespace): LatchState {
  return state.accounts[namespace]?.status === 'connected'
    ? state
    : patchAccount(state, namespace, { status: 'connecting' })
}

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

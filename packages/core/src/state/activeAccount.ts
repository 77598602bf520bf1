import type { AccountState, LatchState } from './types'

/** The account of the active namespace, if any. */
export function activeAccount(state: LatchState): AccountState | undefined {
  return state.activeNamespace ? state.accounts[state.activeNamespace] : undefined
}

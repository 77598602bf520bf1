import { clientCore } from '../latch/clientCore'
import type { Latch } from '../latch/types'
import { patchAccount } from '../state/updaters'

/** Parameters of {@link setCurrentTab}. */
export interface SetCurrentTabParameters {
  /** Spec §3 `currentTab`: 0 Tokens, 1 Activity. */
  tab: number
}

/** {@link setCurrentTab} returns nothing; the tab is `accounts[ns].currentTab`. */
export type SetCurrentTabReturnType = void

/** Shows a tab of the Account view for the active namespace (nothing without one). */
export function setCurrentTab(latch: Latch, parameters: SetCurrentTabParameters): SetCurrentTabReturnType {
  const { store } = clientCore(latch)
  const namespace = store.getState().activeNamespace
  if (namespace) store.setState((state) => patchAccount(state, namespace, { currentTab: parameters.tab }))
}

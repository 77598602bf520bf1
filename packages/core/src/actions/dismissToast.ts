import { clientCore } from '../latch/clientCore'
import type { Latch } from '../latch/types'
import type { Notice } from '../state/types'

/** Parameters of {@link dismissToast}. */
export interface DismissToastParameters {
  /** Hide only this toast, when it is still the one shown (a newer toast stays). */
  notice?: Notice
}

/** {@link dismissToast} returns nothing. */
export type DismissToastReturnType = void

/** Hides the toast; with a notice, only when that one is still shown. */
export function dismissToast(latch: Latch, parameters: DismissToastParameters = {}): DismissToastReturnType {
  const { notice } = parameters
  clientCore(latch).store.setState((state) =>
    state.notices.toast && (!notice || state.notices.toast === notice)
      ? { ...state, notices: { ...state.notices, toast: undefined } }
      : state,
  )
}

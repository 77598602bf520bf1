import { clientCore } from '../latch/clientCore'
import type { Latch } from '../latch/types'

/** {@link dismissAlert} returns nothing. */
export type DismissAlertReturnType = void

/** Hides the alert. */
export function dismissAlert(latch: Latch): DismissAlertReturnType {
  clientCore(latch).store.setState((state) => ({ ...state, notices: { ...state.notices, alert: undefined } }))
}

import { clientCore } from '../latch/clientCore'
import type { Latch } from '../latch/types'
import type { Notice } from '../state/types'
import { setAlert } from './internal/notices'

/** Parameters of {@link showAlert}: the notice to show (an id, a variant and its message). */
export type ShowAlertParameters = Notice

/** {@link showAlert} returns nothing; the alert is `state.notices.alert`. */
export type ShowAlertReturnType = void

/** Shows an alert, replacing any current one; it stays until `dismissAlert`. */
export function showAlert(latch: Latch, parameters: ShowAlertParameters): ShowAlertReturnType {
  setAlert(clientCore(latch), parameters)
}

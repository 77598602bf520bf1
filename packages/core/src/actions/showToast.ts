import { clientCore } from '../latch/clientCore'
import type { Latch } from '../latch/types'
import type { Notice } from '../state/types'
import { setToast } from './internal/notices'

/** Parameters of {@link showToast}: the notice to show (an id, a variant and its message). */
export type ShowToastParameters = Notice

/** {@link showToast} returns nothing; the toast is `state.notices.toast`. */
export type ShowToastReturnType = void

/** Shows a toast (snackbar), replacing any current one; the modal hides it after a while (`dismissToast`). */
export function showToast(latch: Latch, parameters: ShowToastParameters): ShowToastReturnType {
  setToast(clientCore(latch), parameters)
}

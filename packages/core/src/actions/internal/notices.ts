import type { ClientCore } from '../../latch/clientCore'
import type { Notice } from '../../state/types'

/** Shows a toast (snackbar), replacing any current one. */
export function setToast(core: Pick<ClientCore, 'store'>, notice: Notice): void {
  core.store.setState((state) => ({ ...state, notices: { ...state.notices, toast: notice } }))
}

/** Shows an alert, replacing any current one. */
export function setAlert(core: Pick<ClientCore, 'store'>, notice: Notice): void {
  core.store.setState((state) => ({ ...state, notices: { ...state.notices, alert: notice } }))
}

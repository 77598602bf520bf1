import { clientCore } from '../latch/clientCore'
import type { Latch } from '../latch/types'
import { SIGN_IN_REQUIRED } from '../notices/signInRequired'
import { canCloseModal } from '../rules/canCloseModal'
import { closedModal, currentView } from '../rules/navigation'
import { isSignInRequired } from './internal/isSignInRequired'
import { setToast } from './internal/notices'

/** {@link close} returns nothing; `state.modal.open` says whether the modal closed. */
export type CloseReturnType = void

/**
 * Closes the modal, unless the sign-in close guard holds it (spec §4: on the sign and approve views while sign-in
 * is required and there is no session); then it says why (a toast, and `MODAL_CLOSE_REFUSED`, which shakes it).
 */
export function close(latch: Latch): CloseReturnType {
  const core = clientCore(latch)
  const { store } = core
  const state = store.getState()
  if (!state.modal.open) return
  const allowed = canCloseModal({
    view: currentView(state.modal),
    signInRequired: isSignInRequired(core),
    hasSession: state.signIn.hasSession,
  })
  if (!allowed) {
    // Said, not silent (issue 40): the close button seemed broken on a required sign-in.
    setToast(core, SIGN_IN_REQUIRED)
    core.emit({ type: 'MODAL_CLOSE_REFUSED' })
    return
  }
  store.setState((current) => ({ ...current, modal: closedModal() }))
  core.emit({ type: 'MODAL_CLOSE' })
}

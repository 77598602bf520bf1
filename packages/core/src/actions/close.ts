import { clientCore } from '../latch/clientCore'
import type { Latch } from '../latch/types'
import { canCloseModal } from '../rules/canCloseModal'
import { closedModal, currentView } from '../rules/navigation'
import { isSignInRequired } from './internal/isSignInRequired'

/** {@link close} returns nothing; `state.modal.open` says whether the modal closed. */
export type CloseReturnType = void

/**
 * Closes the modal, unless the sign-in close guard holds it (spec §4: on the sign and approve views while sign-in
 * is required and there is no session).
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
  if (!allowed) return
  store.setState((current) => ({ ...current, modal: closedModal() }))
  core.emit({ type: 'MODAL_CLOSE' })
}

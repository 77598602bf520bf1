import { SignMessageError } from '../errors/catalogue'
import { isUserRejection } from '../errors/toLatchError'
import { clientCore } from '../latch/clientCore'
import { statusBanner } from '../latch/statusBanner'
import type { Latch } from '../latch/types'
import { AUTHENTICATING, SIGN_MESSAGE_FAILED } from '../notices/catalogue'
import { showView } from '../rules/flowNavigation'
import { formatSignInMessage } from '../rules/formatSignInMessage'
import { closedModal, currentView } from '../rules/navigation'
import { assertSignInMessageFields } from '../rules/signInMessageFields'
import { pageOrigin } from '../services/siwx/pageOrigin'
import { setToast } from './internal/notices'
import { requireAdapter } from './internal/requireAdapter'
import { activeSignInTarget } from './internal/signInSession'

/** {@link signIn} resolves once the session is stored and the modal closed. */
export type SignInReturnType = void

/**
 * Signs the sign-in message for the active account (spec §4): the host creates the message (its domain and URI are
 * always the page's), every field is checked against the EIP-4361 / CAIP-122 grammar, the wallet signs, the host
 * stores the session and the modal closes, with 'Authenticating...' in the status banner meanwhile. A failure
 * shows 'Error signing message' and the sign view again to retry, and rejects with `SignMessageError`. Without
 * sign-in configured or a connected account it does nothing.
 */
export async function signIn(latch: Latch): Promise<SignInReturnType> {
  const context = clientCore(latch)
  const siwx = context.options.siwx
  const target = activeSignInTarget(context)
  if (!siwx || !target) return
  const adapter = requireAdapter(context, target.namespace)
  context.store.setState((state) => ({ ...state, signIn: { ...state.signIn, status: 'signing' } }))
  statusBanner(context).set(AUTHENTICATING)
  try {
    // The domain and URI are the page's own, never what a message source says (spec §3, RELIABILITY #19).
    const data = {
      ...(await siwx.createMessage({ accountAddress: target.address, chainId: target.chainId })),
      ...pageOrigin(),
    }
    // Whatever formatter the adapter brings, a field that would change the message's structure is refused here.
    assertSignInMessageFields(data)
    const message = adapter.formatSignInMessage
      ? adapter.formatSignInMessage(data)
      : formatSignInMessage(data)
    const signature = await adapter.signMessage({ address: target.caipAddress, message })
    await siwx.addSession({ data, message, signature })
    context.store.setState((state) => ({
      ...state,
      signIn: { status: 'success', hasSession: true, lastAuthenticatedNetworkId: target.chainId },
      modal: closedModal(),
    }))
  } catch (error) {
    // Spec §4: a failure shows the sign view again, so the visitor can retry or cancel.
    context.store.setState((state) => ({
      ...state,
      signIn: { ...state.signIn, status: 'error' },
      modal:
        state.modal.open && currentView(state.modal) === 'SIWXSignMessage'
          ? state.modal
          : showView(state.modal, 'SIWXSignMessage'),
    }))
    if (!isUserRejection(error)) context.logger.error('sign-in failed', error)
    setToast(context, SIGN_MESSAGE_FAILED)
    throw new SignMessageError({ cause: error })
  } finally {
    statusBanner(context).set(undefined)
  }
}

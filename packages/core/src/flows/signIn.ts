import {
  AuthenticationInitError,
  SessionExpiredError,
  SignInRequiredError,
  SignMessageError,
} from '../errors/catalogue'
import { isUserRejection } from '../errors/toLatchError'
import { AUTH_INIT_FAILED, AUTHENTICATING, SIGN_MESSAGE_FAILED } from '../notices/catalogue'
import { returnToView, showView } from '../rules/flowNavigation'
import { formatSignInMessage } from '../rules/formatSignInMessage'
import { closedModal, currentView } from '../rules/navigation'
import { liveSessions } from '../rules/sessionExpiry'
import { assertSignInMessageFields } from '../rules/signInMessageFields'
import { pageOrigin } from '../services/siwx/pageOrigin'
import { disconnect } from './disconnect'
import type { FlowContext } from './FlowContext'
import { requireAdapter } from './FlowContext'
import { showAlert, showToast } from './notices'
import { isSignInRequired } from './signInRequired'
import { switchNetwork } from './switchNetwork'

function activeSignInTarget(context: FlowContext) {
  const state = context.store.getState()
  const namespace = state.activeNamespace
  const account = namespace ? state.accounts[namespace] : undefined
  const chainId = namespace ? state.networks[namespace]?.caipNetwork?.id : undefined
  if (!namespace || !account?.address || !account.caipAddress || !chainId) return undefined
  return { namespace, address: account.address, caipAddress: account.caipAddress, chainId }
}

export { isSignInRequired }

type SignInTarget = NonNullable<ReturnType<typeof activeSignInTarget>>

/**
 * The account's sessions that have not expired. When every session it had has expired they are revoked, so an
 * expired session is never acted on, here or by the host.
 */
async function currentSessions(context: FlowContext, target: SignInTarget) {
  const siwx = context.options.siwx
  if (!siwx) return []
  const sessions = await siwx.getSessions(target.chainId, target.address)
  const live = liveSessions(sessions, context.now())
  if (sessions.length > 0 && live.length === 0) {
    context.logger.warn('sign-in session expired', { chainId: target.chainId })
    await siwx.revokeSession?.(target.chainId, target.address)
  }
  return live
}

/** The visitor is signed out (an expired session): state says so and the sign view opens. */
function showSignedOut(context: FlowContext) {
  context.store.setState((state) => ({
    ...state,
    signIn: { ...state.signIn, status: 'idle', hasSession: false },
    modal:
      state.modal.open && currentView(state.modal) === 'SIWXSignMessage'
        ? state.modal
        : showView(state.modal, 'SIWXSignMessage'),
  }))
}

/**
 * Checks again that the signed-in session has not expired (on focus, before a privileged call). An expired
 * session signs the visitor out and opens the sign view; resolves false then.
 */
export async function recheckSession(context: FlowContext): Promise<boolean> {
  const target = activeSignInTarget(context)
  if (!context.options.siwx || !target || !context.store.getState().signIn.hasSession) return true
  let live: unknown[]
  try {
    live = await currentSessions(context, target)
  } catch (error) {
    context.logger.warn('could not check the sign-in session', error)
    return true
  }
  if (live.length > 0) return true
  showSignedOut(context)
  return false
}

/**
 * Before a privileged call: refuses with `SessionExpiredError` when the session has expired (RELIABILITY #20), and
 * with `SignInRequiredError` when sign-in is required and the connected visitor has no session.
 */
export async function requireLiveSession(context: FlowContext): Promise<void> {
  if (!(await recheckSession(context))) throw new SessionExpiredError()
  const state = context.store.getState()
  if (isSignInRequired(context) && activeSignInTarget(context) && !state.signIn.hasSession)
    throw new SignInRequiredError()
}

/**
 * After a connection: when sign-in is configured and the account has no session, the SIWXSignMessage view opens
 * (spec §4) and the visitor signs or cancels there. Resolves true when the sign view was opened.
 */
export async function startSignInIfNeeded(context: FlowContext): Promise<boolean> {
  const siwx = context.options.siwx
  const target = activeSignInTarget(context)
  if (!siwx || !target) return false
  let hasSession: boolean
  try {
    hasSession = (await currentSessions(context, target)).length > 0
  } catch (error) {
    // Spec §8: the visitor is disconnected and the modal starts over at Connect.
    context.logger.error('sign-in could not start', error)
    showAlert(context, AUTH_INIT_FAILED)
    await disconnect(context, { namespace: target.namespace, closeModal: false })
    context.store.setState((state) => ({ ...state, modal: returnToView(state.modal, 'Connect') }))
    throw new AuthenticationInitError({ cause: error })
  }
  context.store.setState((state) => ({
    ...state,
    signIn: {
      ...state.signIn,
      hasSession,
      ...(hasSession ? { lastAuthenticatedNetworkId: target.chainId } : {}),
    },
  }))
  if (hasSession) return false
  context.store.setState((state) => ({ ...state, modal: showView(state.modal, 'SIWXSignMessage') }))
  return true
}

/**
 * Signs the sign-in message (spec §4): the host creates the message, the wallet signs, the host stores the
 * session and the modal closes. A failure shows 'Error signing message' and the sign view again to retry.
 */
export async function signIn(context: FlowContext): Promise<void> {
  const siwx = context.options.siwx
  const target = activeSignInTarget(context)
  if (!siwx || !target) return
  const adapter = requireAdapter(context, target.namespace)
  context.store.setState((state) => ({ ...state, signIn: { ...state.signIn, status: 'signing' } }))
  context.status.set(AUTHENTICATING)
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
    showToast(context, SIGN_MESSAGE_FAILED)
    throw new SignMessageError({ cause: error })
  } finally {
    context.status.set(undefined)
  }
}

/**
 * Cancelling sign-in (spec §4). When sign-in is required: back to the last network the visitor has a session on,
 * when there is one and the wallet agrees to switch; otherwise the visitor is disconnected. When sign-in is
 * optional the modal just closes.
 */
export async function cancelSignIn(context: FlowContext): Promise<void> {
  context.store.setState((state) => ({ ...state, signIn: { ...state.signIn, status: 'idle' } }))
  if (!isSignInRequired(context)) {
    context.store.setState((state) => ({ ...state, modal: closedModal() }))
    return
  }
  if (await returnToAuthenticatedNetwork(context)) return
  await disconnect(context, {})
}

async function returnToAuthenticatedNetwork(context: FlowContext): Promise<boolean> {
  const siwx = context.options.siwx
  const target = activeSignInTarget(context)
  const last = context.store.getState().signIn.lastAuthenticatedNetworkId
  if (!siwx || !target || !last || last === target.chainId) return false
  try {
    const sessions = await siwx.getSessions(last, target.address)
    if (liveSessions(sessions, context.now()).length === 0) return false
    await switchNetwork(context, last)
  } catch (error) {
    context.logger.warn('could not return to the last authenticated network', error)
    return false
  }
  context.store.setState((state) => ({
    ...state,
    signIn: { ...state.signIn, hasSession: true },
    modal: closedModal(),
  }))
  return true
}

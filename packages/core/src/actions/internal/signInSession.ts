import { AuthenticationInitError, SessionExpiredError, SignInRequiredError } from '../../errors/catalogue'
import type { ClientCore } from '../../latch/clientCore'
import { AUTH_INIT_FAILED } from '../../notices/catalogue'
import { returnToView, showView } from '../../rules/flowNavigation'
import { currentView } from '../../rules/navigation'
import { liveSessions } from '../../rules/sessionExpiry'
import { disconnectNamespaces } from './disconnectNamespaces'
import type { FlowContext } from './flowContext'
import { isSignInRequired } from './isSignInRequired'
import { setAlert } from './notices'

/** The active account sign-in is about: its namespace, address, CAIP-10 id and network; undefined without one. */
export function activeSignInTarget(context: Pick<ClientCore, 'store'>) {
  const state = context.store.getState()
  const namespace = state.activeNamespace
  const account = namespace ? state.accounts[namespace] : undefined
  const chainId = namespace ? state.networks[namespace]?.caipNetwork?.id : undefined
  if (!namespace || !account?.address || !account.caipAddress || !chainId) return undefined
  return { namespace, address: account.address, caipAddress: account.caipAddress, chainId }
}

/** The account sign-in is about (see {@link activeSignInTarget}). */
type SignInTarget = NonNullable<ReturnType<typeof activeSignInTarget>>

/**
 * The account's sessions that have not expired. When every session it had has expired they are revoked, so an
 * expired session is never acted on, here or by the host.
 */
async function currentSessions(context: ClientCore, target: SignInTarget) {
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
function showSignedOut(context: ClientCore) {
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
export async function recheckSession(context: ClientCore): Promise<boolean> {
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
export async function requireLiveSession(context: ClientCore): Promise<void> {
  if (!(await recheckSession(context))) throw new SessionExpiredError()
  const state = context.store.getState()
  if (isSignInRequired(context) && activeSignInTarget(context) && !state.signIn.hasSession)
    throw new SignInRequiredError()
}

/**
 * Whether sign-in can start now: the host configured it and there is an active account to sign in with. Known without
 * a wait, so a flow that needs no sign-in goes on in the same task (issue 39).
 */
export function signInMayStart(context: Pick<ClientCore, 'store' | 'options'>): boolean {
  return context.options.siwx !== undefined && activeSignInTarget(context) !== undefined
}

/**
 * After a connection: when sign-in is configured and the account has no session, the SIWXSignMessage view opens
 * (spec §4) and the visitor signs or cancels there; with `signInNow` (the embedded wallet's path, spec §5) the
 * message is signed at once instead. Resolves true when sign-in was started (the modal is then sign-in's to close).
 */
export async function startSignInIfNeeded(
  context: FlowContext,
  signInNow?: () => Promise<unknown>,
): Promise<boolean> {
  const target = activeSignInTarget(context)
  if (!signInMayStart(context) || !target) return false
  let hasSession: boolean
  try {
    hasSession = (await currentSessions(context, target)).length > 0
  } catch (error) {
    // Spec §8: the visitor is disconnected and the modal starts over at Connect.
    context.logger.error('sign-in could not start', error)
    setAlert(context, AUTH_INIT_FAILED)
    await disconnectNamespaces(context, { namespace: target.namespace, closeModal: false })
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
  if (signInNow) {
    // A failed or declined signature has already opened the sign view, to retry from there.
    await signInNow().catch(() => undefined)
    return true
  }
  context.store.setState((state) => ({ ...state, modal: showView(state.modal, 'SIWXSignMessage') }))
  return true
}

import type { Latch } from '../latch/types'
import { closedModal } from '../rules/navigation'
import { liveSessions } from '../rules/sessionExpiry'
import { disconnectNamespaces } from './internal/disconnectNamespaces'
import { type FlowContext, withFlowContext } from './internal/flowContext'
import { isSignInRequired } from './internal/isSignInRequired'
import { activeSignInTarget } from './internal/signInSession'
import { switchNetwork } from './switchNetwork'

/** {@link cancelSignIn} resolves once the modal closed or the visitor was disconnected. */
export type CancelSignInReturnType = void

/**
 * Cancelling sign-in (spec §4). When sign-in is required: back to the last network the visitor has a session on,
 * when there is one and the wallet agrees to switch; otherwise the visitor is disconnected. When sign-in is
 * optional the modal just closes.
 */
export function cancelSignIn(latch: Latch): Promise<CancelSignInReturnType> {
  return withFlowContext(latch, (context) => cancel(context))
}

async function cancel(context: FlowContext): Promise<void> {
  context.store.setState((state) => ({ ...state, signIn: { ...state.signIn, status: 'idle' } }))
  if (!isSignInRequired(context)) {
    context.store.setState((state) => ({ ...state, modal: closedModal() }))
    return
  }
  if (await returnToAuthenticatedNetwork(context)) return
  await disconnectNamespaces(context, {})
}

async function returnToAuthenticatedNetwork(context: FlowContext): Promise<boolean> {
  const siwx = context.options.siwx
  const target = activeSignInTarget(context)
  const last = context.store.getState().signIn.lastAuthenticatedNetworkId
  if (!siwx || !target || !last || last === target.chainId) return false
  try {
    const sessions = await siwx.getSessions(last, target.address)
    if (liveSessions(sessions, context.now()).length === 0) return false
    await switchNetwork(context.latch, { networkId: last })
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

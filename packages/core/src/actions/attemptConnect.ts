import type { ChainNamespace } from '../caip/namespaces'
import type { Latch } from '../latch/types'
import { connect, connectIfGranted } from './connect'
import { type FlowContext, withFlowContext } from './internal/flowContext'
import { runAttempt } from './internal/runAttempt'

/** Parameters of {@link attemptConnect}. */
export interface AttemptConnectParameters {
  namespace: ChainNamespace
  connectorId: string
  /**
   * The view's own start when it shows (not the visitor's Try again): it asks nothing when this visit already
   * has an attempt for the wallet. One in flight is re-used; a settled one (declined, failed) stays as it is, for
   * the visitor's Try again.
   */
  start?: boolean
}

/** {@link attemptConnect} resolves once the attempt settled; its outcome is in `state.attempts.connect`. */
export type AttemptConnectReturnType = void

/**
 * `connect` as the modal's connecting view runs it: the phase and error land in `state.attempts.connect`
 * (`{ namespace, connectorId, phase, error? }`) instead of a rejection; never rejects. While the wallet still
 * holds a request for the same wallet, calling it again sends none: it re-uses the one in flight, or, after a
 * -32002 'already pending' answer, only checks silently whether the wallet has approved it since. Once this visit's
 * attempt connected the wallet, a late second start (React's strict-mode second effect, whose action chunk can
 * arrive after the first connect settled) asks nothing: connecting again would make the adapter drop and re-request
 * the grant, and the site's other tabs would follow the dropped grant as a disconnect. A late second start
 * (`start: true`) after this visit's attempt was declined asks nothing either: with the wallet code already in, a
 * decline can settle before strict mode's second start arrives, and asking again prompted the visitor twice.
 */
export function attemptConnect(
  latch: Latch,
  parameters: AttemptConnectParameters,
): Promise<AttemptConnectReturnType> {
  const target = { namespace: parameters.namespace, connectorId: parameters.connectorId }
  return withFlowContext(latch, (context) => {
    if (connectedThisVisit(context, target)) return Promise.resolve()
    if (parameters.start && settledThisVisit(context, target)) return Promise.resolve()
    return runAttempt(
      context,
      'connect',
      target,
      (attempt) => attempt.namespace === target.namespace && attempt.connectorId === target.connectorId,
      {
        ask: () => connect(latch, target),
        ifWaiting: () => connectIfGranted(context, target),
      },
    )
  })
}

/** Whether this visit has an attempt for `target` that is no longer in flight (it was declined, or failed). */
function settledThisVisit(context: FlowContext, target: AttemptConnectParameters): boolean {
  const attempt = context.store.getState().attempts.connect
  return (
    attempt !== undefined &&
    attempt.phase !== 'pending' &&
    attempt.namespace === target.namespace &&
    attempt.connectorId === target.connectorId
  )
}

/** Whether this visit's attempt for `target` succeeded and the namespace still shows that wallet connected. */
function connectedThisVisit(context: FlowContext, target: AttemptConnectParameters): boolean {
  const { attempts, accounts } = context.store.getState()
  const attempt = attempts.connect
  const account = accounts[target.namespace]
  return (
    attempt?.phase === 'success' &&
    attempt.namespace === target.namespace &&
    attempt.connectorId === target.connectorId &&
    account?.status === 'connected' &&
    account.connectedWalletInfo?.id === target.connectorId
  )
}

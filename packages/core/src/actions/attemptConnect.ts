import type { ChainNamespace } from '../caip/namespaces'
import type { Latch } from '../latch/types'
import { connect, connectIfGranted } from './connect'
import { withFlowContext } from './internal/flowContext'
import { runAttempt } from './internal/runAttempt'

/** Parameters of {@link attemptConnect}. */
export interface AttemptConnectParameters {
  namespace: ChainNamespace
  connectorId: string
}

/** {@link attemptConnect} resolves once the attempt settled; its outcome is in `state.attempts.connect`. */
export type AttemptConnectReturnType = void

/**
 * `connect` as the modal's connecting view runs it: the phase and error land in `state.attempts.connect`
 * (`{ namespace, connectorId, phase, error? }`) instead of a rejection; never rejects. While the wallet still
 * holds a request for the same wallet, calling it again sends none: it re-uses the one in flight, or, after a
 * -32002 'already pending' answer, only checks silently whether the wallet has approved it since.
 */
export function attemptConnect(
  latch: Latch,
  parameters: AttemptConnectParameters,
): Promise<AttemptConnectReturnType> {
  const target = { namespace: parameters.namespace, connectorId: parameters.connectorId }
  return withFlowContext(latch, (context) =>
    runAttempt(
      context,
      'connect',
      target,
      (attempt) => attempt.namespace === target.namespace && attempt.connectorId === target.connectorId,
      {
        ask: () => connect(latch, target),
        ifWaiting: () => connectIfGranted(context, target),
      },
    ),
  )
}

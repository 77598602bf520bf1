import type { CaipNetworkId } from '../caip/types'
import type { Latch } from '../latch/types'
import { withFlowContext } from './internal/flowContext'
import { runAttempt } from './internal/runAttempt'
import { switchNetwork, switchNetworkIfReached } from './switchNetwork'

/** Parameters of {@link attemptSwitchNetwork}. */
export interface AttemptSwitchNetworkParameters {
  networkId: CaipNetworkId
}

/** {@link attemptSwitchNetwork} resolves once the attempt settled; its outcome is in `state.attempts.switchNetwork`. */
export type AttemptSwitchNetworkReturnType = void

/**
 * `switchNetwork` as the SwitchNetwork view runs it, recorded in `state.attempts.switchNetwork`
 * (`{ networkId, phase, error? }`); never rejects. A retry while the wallet still holds the request sends none:
 * after a -32002 answer it only checks whether the wallet has since moved (its chainChanged event).
 */
export function attemptSwitchNetwork(
  latch: Latch,
  parameters: AttemptSwitchNetworkParameters,
): Promise<AttemptSwitchNetworkReturnType> {
  const { networkId } = parameters
  return withFlowContext(latch, (context) =>
    runAttempt(context, 'switchNetwork', { networkId }, (attempt) => attempt.networkId === networkId, {
      ask: () => switchNetwork(latch, { networkId }),
      ifWaiting: () => switchNetworkIfReached(context, networkId),
    }),
  )
}

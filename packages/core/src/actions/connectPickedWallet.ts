import { clientCore } from '../latch/clientCore'
import type { Latch } from '../latch/types'
import { pushView } from '../rules/navigation'
import { type AttemptConnectParameters, attemptConnect } from './attemptConnect'

/** Parameters of {@link connectPickedWallet}: the wallet picked in a list. */
export type ConnectPickedWalletParameters = Omit<AttemptConnectParameters, 'start'>

/**
 * A wallet picked in the modal's list: asks it at once ({@link attemptConnect}), and shows the connecting view from
 * the next task on, with this attempt's record, unless the wallet answered before and the modal moved on (closed
 * once connected, or on the sign-in view). A wallet that answers within the click's own task (one that already
 * granted the site) then paints the connected account without the connecting view being rendered and laid out
 * first: that was about 40% of click -> connected at 4x CPU (issue 39). Resolves once the attempt settled (its
 * outcome is in `state.attempts.connect`, as with {@link attemptConnect}).
 */
export function connectPickedWallet(latch: Latch, parameters: ConnectPickedWalletParameters): Promise<void> {
  const { store } = clientCore(latch)
  const from = store.getState().modal.history
  const settled = attemptConnect(latch, parameters)
  setTimeout(() => {
    store.setState((state) =>
      state.modal.open && state.modal.history === from
        ? {
            ...state,
            modal: pushView(state.modal, 'ConnectingExternal', {
              connectorId: parameters.connectorId,
              namespace: parameters.namespace,
            }),
          }
        : state,
    )
  }, 0)
  return settled
}

import { clientCore } from '../latch/clientCore'
import type { Latch } from '../latch/types'

/** Parameters of {@link setSendReceiver}. */
export interface SetSendReceiverParameters {
  /** The receiver's address; undefined empties it. */
  address: string | undefined
}

/** {@link setSendReceiver} returns nothing; the receiver is `state.send.receiverAddress`. */
export type SetSendReceiverReturnType = void

/** Sets the receiver of the send form as given (`resolveSendReceiver` also resolves a typed name). */
export function setSendReceiver(
  latch: Latch,
  parameters: SetSendReceiverParameters,
): SetSendReceiverReturnType {
  clientCore(latch).store.setState((state) => ({
    ...state,
    send: { ...state.send, receiverAddress: parameters.address },
  }))
}

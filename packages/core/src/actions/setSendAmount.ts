import { clientCore } from '../latch/clientCore'
import type { Latch } from '../latch/types'

/** Parameters of {@link setSendAmount}. */
export interface SetSendAmountParameters {
  /** The amount as the visitor typed it, in the token's units (`'0.5'`); undefined empties it. */
  amount: string | undefined
}

/** {@link setSendAmount} returns nothing; the amount is `state.send.sendTokenAmount`. */
export type SetSendAmountReturnType = void

/** Sets the amount of the send form (checked and converted to base units only when sending). */
export function setSendAmount(latch: Latch, parameters: SetSendAmountParameters): SetSendAmountReturnType {
  clientCore(latch).store.setState((state) => ({
    ...state,
    send: { ...state.send, sendTokenAmount: parameters.amount },
  }))
}

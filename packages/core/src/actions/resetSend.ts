import { clientCore } from '../latch/clientCore'
import type { Latch } from '../latch/types'
import { emptySendState } from '../state/initialState'

/** {@link resetSend} returns nothing; `state.send` is empty again. */
export type ResetSendReturnType = void

/** Empties the send form (token, amount, receiver); the hash of the last send stays. */
export function resetSend(latch: Latch): ResetSendReturnType {
  clientCore(latch).store.setState((state) => ({
    ...state,
    send: { ...emptySendState(), ...(state.send.hash ? { hash: state.send.hash } : {}) },
  }))
}

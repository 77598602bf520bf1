import type { TokenRef } from '../adapter/types'
import { clientCore } from '../latch/clientCore'
import type { Latch } from '../latch/types'

/** Parameters of {@link setSendToken}: the token to send, with what the account holds of it. */
export type SetSendTokenParameters = TokenRef & { quantity?: string; name?: string; price?: number }

/** {@link setSendToken} returns nothing; the token is `state.send.token`. */
export type SetSendTokenReturnType = void

/** Chooses the token of the send form (a native currency has no `address`). */
export function setSendToken(latch: Latch, parameters: SetSendTokenParameters): SetSendTokenReturnType {
  clientCore(latch).store.setState((state) => ({
    ...state,
    send: { ...state.send, token: { ...parameters } },
  }))
}

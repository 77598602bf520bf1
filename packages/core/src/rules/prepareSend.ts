import type { TokenRef } from '../adapter/types'
import type { ChainNamespace } from '../caip/namespaces'
import {
  SendAmountAndReceiverRequiredError,
  SendChainRequiredError,
  SendTokenRequiredError,
  UnsupportedChainError,
} from '../errors/catalogue'
import type { SendState } from '../state/types'
import { toBaseUnits } from './toBaseUnits'

/** A validated send, ready for the adapter. */
export interface PreparedSend {
  namespace: ChainNamespace
  token: TokenRef
  to: string
  value: bigint
  /** Native currency (no token address) or a token transfer. */
  kind: 'native' | 'token'
}

/** What the send rule needs to know of the active namespace. */
export interface SendTarget {
  namespace: ChainNamespace | undefined
  /** The namespace's adapter can send (it has `sendTransfer`). */
  canSend: boolean
}

/**
 * Validates the send form (spec §4, §5) in the spec's order: amount and receiver, token, active namespace,
 * an adapter that can send; then converts the amount to base units with the token's decimals.
 */
export function prepareSend(send: SendState, target: SendTarget): PreparedSend {
  const amount = send.sendTokenAmount?.trim()
  const to = send.receiverAddress?.trim()
  if (!amount || !to) throw new SendAmountAndReceiverRequiredError()
  if (!send.token) throw new SendTokenRequiredError()
  if (!target.namespace) throw new SendChainRequiredError()
  if (!target.canSend) throw new UnsupportedChainError({ details: `send on ${target.namespace}` })
  const { address, symbol, decimals } = send.token
  const token: TokenRef = address ? { address, symbol, decimals } : { symbol, decimals }
  return {
    namespace: target.namespace,
    token,
    to,
    value: toBaseUnits(amount, decimals),
    kind: address ? 'token' : 'native',
  }
}

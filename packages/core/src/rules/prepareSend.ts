import type { TokenRef } from '../adapter/types'
import type { ChainNamespace } from '../caip/namespaces'
import {
  SendAmountAndReceiverRequiredError,
  SendChainRequiredError,
  SendTokenRequiredError,
  TokenAddressRequiredError,
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
  /** The active network's native currency, when known: a token without an address must be it. */
  nativeCurrency?: { symbol: string; decimals: number }
}

/**
 * Validates the send form (spec §4, §5) in the spec's order: amount and receiver, token, active namespace,
 * an adapter that can send, a token address unless the token is the network's native currency; then converts the amount to base units with the token's decimals.
 */
export function prepareSend(send: SendState, target: SendTarget): PreparedSend {
  const amount = send.sendTokenAmount?.trim()
  const to = send.receiverAddress?.trim()
  if (!amount || !to) throw new SendAmountAndReceiverRequiredError()
  if (!send.token) throw new SendTokenRequiredError()
  if (!target.namespace) throw new SendChainRequiredError()
  if (!target.canSend) throw new UnsupportedChainError({ details: `send on ${target.namespace}` })
  const { address, symbol, decimals } = send.token
  // A token that is not the native currency and has no contract address (or mint) would otherwise go out as a
  // native transfer of the same amount (spec §5: for ERC20, the token address).
  const { nativeCurrency } = target
  if (
    !address &&
    nativeCurrency &&
    (symbol !== nativeCurrency.symbol || decimals !== nativeCurrency.decimals)
  )
    throw new TokenAddressRequiredError({ details: symbol })
  const token: TokenRef = address ? { address, symbol, decimals } : { symbol, decimals }
  return {
    namespace: target.namespace,
    token,
    to,
    value: toBaseUnits(amount, decimals),
    kind: address ? 'token' : 'native',
  }
}

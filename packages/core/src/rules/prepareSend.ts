import type { TokenRef } from '../adapter/types'
import type { ChainNamespace } from '../caip/namespaces'
import { supportsSend } from '../caip/namespaces'
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

/**
 * Validates the send form (spec §4, §5) in the spec's order: amount and receiver, token, active namespace,
 * a namespace that supports sending; then converts the amount to base units with the token's decimals.
 */
export function prepareSend(send: SendState, activeNamespace: ChainNamespace | undefined): PreparedSend {
  const amount = send.sendTokenAmount?.trim()
  const to = send.receiverAddress?.trim()
  if (!amount || !to) throw new SendAmountAndReceiverRequiredError()
  if (!send.token) throw new SendTokenRequiredError()
  if (!activeNamespace) throw new SendChainRequiredError()
  if (!supportsSend(activeNamespace))
    throw new UnsupportedChainError({ details: `send on ${activeNamespace}` })
  const { address, symbol, decimals, usdtStyle } = send.token
  const token: TokenRef = address
    ? { address, symbol, decimals, ...(usdtStyle ? { usdtStyle } : {}) }
    : { symbol, decimals }
  return {
    namespace: activeNamespace,
    token,
    to,
    value: toBaseUnits(amount, decimals),
    kind: address ? 'token' : 'native',
  }
}

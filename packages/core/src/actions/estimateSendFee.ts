import type { Balance } from '../adapter/types'
import { clientCore } from '../latch/clientCore'
import type { Latch } from '../latch/types'
import { toBaseUnits } from '../rules/toBaseUnits'

/** What {@link estimateSendFee} resolves with: the fee in the native currency, or undefined. */
export type EstimateSendFeeReturnType = Balance | undefined

/**
 * The network fee of what the send form holds, from the adapter's estimate (for the send preview and the Max
 * button; without a receiver yet, the fee of a transfer to oneself); undefined when it cannot be told (no
 * estimate, no token chosen, or the estimate failed).
 */
export async function estimateSendFee(latch: Latch): Promise<EstimateSendFeeReturnType> {
  const context = clientCore(latch)
  const state = context.store.getState()
  const namespace = state.activeNamespace
  const adapter = namespace ? context.adapters.get(namespace) : undefined
  const from = namespace ? state.accounts[namespace]?.caipAddress : undefined
  const { token, sendTokenAmount, receiverAddress } = state.send
  if (!adapter?.estimateTransferFee || !from || !token) return undefined
  // Without a receiver yet (the Max button), the fee of a transfer to oneself is the same size.
  const to =
    receiverAddress && adapter.isAddress?.(receiverAddress) !== false ? receiverAddress : from.split(':')[2]!
  let value = 1n
  try {
    if (sendTokenAmount) value = toBaseUnits(sendTokenAmount, token.decimals)
  } catch {
    value = 1n
  }
  const tokenRef = token.address
    ? { address: token.address, symbol: token.symbol, decimals: token.decimals }
    : { symbol: token.symbol, decimals: token.decimals }
  try {
    return await adapter.estimateTransferFee({ from, to, token: tokenRef, value })
  } catch (error) {
    context.logger.info('fee estimate unavailable', error)
    return undefined
  }
}

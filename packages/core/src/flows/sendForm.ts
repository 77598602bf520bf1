import type { Balance } from '../adapter/types'
import { toBaseUnits } from '../rules/toBaseUnits'
import type { FlowContext } from './FlowContext'

/** The network fee of what the send form holds, from the adapter's estimate; undefined when it cannot be told. */
export async function estimateSendFee(context: FlowContext): Promise<Balance | undefined> {
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

export { isValidReceiver } from './isValidReceiver'

// The newest receiver text per client, so a slow name lookup never overwrites what was typed after it.
const latestInput = new WeakMap<FlowContext, string>()

/**
 * Sets the receiver from what the visitor typed: an address as it is; on eip155 a name (`vitalik.eth`) resolves
 * through the adapter, and the receiver becomes its address with the name and avatar as profile. A name that does
 * not resolve leaves no receiver. An older answer never overwrites a newer input.
 */
export async function resolveSendReceiver(context: FlowContext, input: string): Promise<void> {
  const { store } = context
  const text = input.trim()
  latestInput.set(context, text)
  const setReceiver = (receiverAddress: string | undefined, name?: string, image?: string) =>
    store.setState((state) => ({
      ...state,
      send: {
        ...state.send,
        receiverAddress,
        receiverProfileName: name,
        receiverProfileImageUrl: image,
      },
    }))
  const state = store.getState()
  const namespace = state.activeNamespace
  const adapter = namespace ? context.adapters.get(namespace) : undefined
  const networkId = namespace ? state.networks[namespace]?.caipNetwork?.id : undefined
  const looksLikeName = /^[^\s.]+(\.[^\s.]+)+$/.test(text) && !text.startsWith('0x')
  if (!looksLikeName || !adapter?.resolveName || !networkId || namespace !== 'eip155') {
    setReceiver(text || undefined)
    return
  }
  setReceiver(undefined)
  try {
    const resolved = await adapter.resolveName({ name: text, networkId })
    if (latestInput.get(context) !== text) return
    if (!resolved) return
    const profile = adapter.getProfile
      ? await adapter
          .getProfile({ address: `${networkId}:${resolved}` })
          .catch(() => ({}) as { imageUrl?: string })
      : {}
    if (latestInput.get(context) !== text) return
    setReceiver(resolved, text, profile.imageUrl)
  } catch (error) {
    context.logger.info('name did not resolve', { name: text, error })
  }
}

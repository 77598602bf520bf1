import { clientCore } from '../latch/clientCore'
import type { Latch } from '../latch/types'
import { withFlowContext } from './internal/flowContext'

// The newest receiver text per client, so a slow name lookup never overwrites what was typed after it.
const latestInput = new WeakMap<Latch, string>()

/** Parameters of {@link resolveSendReceiver}. */
export interface ResolveSendReceiverParameters {
  /** What the visitor typed: an address, or a name (`vitalik.eth`). */
  input: string
}

/** {@link resolveSendReceiver} resolves once the receiver (and its profile) is in `state.send`. */
export type ResolveSendReceiverReturnType = void

/**
 * Sets the receiver from what the visitor typed: an address as it is; on eip155 a name (`vitalik.eth`) resolves
 * through the adapter's `resolveName` (cached 5 min as the name cache), and the receiver becomes its address with
 * the name and avatar (the identity cache) as profile.
 * A name that does not resolve leaves no receiver. An older answer never overwrites a newer input.
 */
export async function resolveSendReceiver(
  latch: Latch,
  parameters: ResolveSendReceiverParameters,
): Promise<ResolveSendReceiverReturnType> {
  const context = clientCore(latch)
  const { store } = context
  const text = parameters.input.trim()
  latestInput.set(latch, text)
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
    // Through the §9 name and identity caches (5 min each, kept across reloads).
    const { chainData } = await withFlowContext(latch, async (flow) => flow)
    const resolved = await chainData.resolveName(adapter, text, networkId)
    if (latestInput.get(latch) !== text) return
    if (!resolved) return
    const profile =
      (await chainData
        .getProfile(adapter, `${networkId}:${resolved}`)
        .catch(() => ({}) as { imageUrl?: string })) ?? {}
    if (latestInput.get(latch) !== text) return
    setReceiver(resolved, text, profile.imageUrl)
  } catch (error) {
    context.logger.info('name did not resolve', { name: text, error })
  }
}

import { clientCore } from '../latch/clientCore'
import type { Latch } from '../latch/types'

/** Parameters of {@link isValidReceiver}. */
export interface IsValidReceiverParameters {
  /** What the visitor typed as the receiver. */
  address: string | undefined
}

/** True when the active namespace's adapter accepts the address as a receiver. */
export type IsValidReceiverReturnType = boolean

/**
 * True when `address` is a receiver the active namespace accepts: its adapter's own check (`isAddress`, for the
 * selected network), or any non-empty text for an adapter without one.
 */
export function isValidReceiver(
  latch: Latch,
  parameters: IsValidReceiverParameters,
): IsValidReceiverReturnType {
  const { store, adapters } = clientCore(latch)
  const { address } = parameters
  const state = store.getState()
  const namespace = state.activeNamespace
  const adapter = namespace ? adapters.get(namespace) : undefined
  if (!address || !adapter) return false
  const networkId = namespace ? state.networks[namespace]?.caipNetwork?.id : undefined
  return adapter.isAddress ? adapter.isAddress(address.trim(), networkId) : address.trim().length > 0
}

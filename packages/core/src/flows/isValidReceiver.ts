import type { ClientCore } from './FlowContext'

/** True when `address` is a receiver the active namespace accepts (its adapter's own check). */
export function isValidReceiver(
  context: Pick<ClientCore, 'store' | 'adapters'>,
  address: string | undefined,
): boolean {
  const state = context.store.getState()
  const namespace = state.activeNamespace
  const adapter = namespace ? context.adapters.get(namespace) : undefined
  if (!address || !adapter) return false
  const networkId = namespace ? state.networks[namespace]?.caipNetwork?.id : undefined
  return adapter.isAddress ? adapter.isAddress(address.trim(), networkId) : address.trim().length > 0
}

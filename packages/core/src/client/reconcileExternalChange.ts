import { clearNamespace } from '../flows/clearNamespace'
import type { FlowContext } from '../flows/FlowContext'
import type { StorageKey } from '../services/storage/keys'
import { connectedNamespaces } from '../state/updaters'

/**
 * Follows a change another tab made to Latch's storage: a namespace disconnected there is disconnected here,
 * and the active namespace follows when it is connected here too.
 */
export function reconcileExternalChange(context: FlowContext, key: StorageKey): void {
  const state = context.store.getState()
  if (key === 'connectedNamespaces') {
    const stored = context.storage.get('connectedNamespaces') ?? []
    for (const namespace of connectedNamespaces(state)) {
      if (!stored.includes(namespace)) clearNamespace(context, namespace, true)
    }
    return
  }
  if (key === 'activeNamespace') {
    const active = context.storage.get('activeNamespace')
    if (active && active !== state.activeNamespace && state.accounts[active]?.status === 'connected') {
      context.store.setState((current) => ({ ...current, activeNamespace: active }))
    }
  }
}

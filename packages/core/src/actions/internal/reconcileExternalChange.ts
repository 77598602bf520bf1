import type { StorageKey } from '../../services/storage/keys'
import { clearNamespace } from './clearNamespace'
import type { FlowContext } from './flowContext'
import { followConnection } from './followConnection'
import { followingContext } from './followingContext'
import { followNetwork } from './followNetwork'
import { storedConnection } from './storedConnection'

/** Keys whose change in another tab can mean a connect, a disconnect or another wallet there. */
const CONNECTION_KEYS: ReadonlySet<StorageKey> = new Set([
  'connectedNamespaces',
  'connectionStatus',
  'connections',
])

/** Makes each namespace here match what storage now says about its connection. */
function followConnections(context: FlowContext): void {
  const state = context.store.getState()
  const listed = context.storage.get('connectedNamespaces') ?? []
  for (const adapter of context.adapters.values()) {
    const namespace = adapter.namespace
    const account = state.accounts[namespace]
    // Mid-connect (its own connect, the page-load reconnect or a follow under way): that flow decides.
    if (account?.status === 'connecting') continue
    const saved = storedConnection(context.storage, namespace)
    if (account?.status === 'connected') {
      if (!listed.includes(namespace)) clearNamespace(followingContext(context), namespace, true)
      else if (saved && saved.connectorId !== account.connectedWalletInfo?.id)
        void followConnection(context, adapter)
    } else if (saved) {
      void followConnection(context, adapter)
    }
  }
}

/**
 * Follows a change another tab made to Latch's storage (the browser's `storage` event), so tabs of one site show
 * the same connection: a connect there is taken over here without a prompt, a disconnect is done here too, and
 * the network and active namespace follow. Nothing is written back (see `followingContext`), so tabs never
 * ping-pong.
 */
export function reconcileExternalChange(context: FlowContext, key: StorageKey): void {
  if (CONNECTION_KEYS.has(key)) {
    followConnections(context)
    return
  }
  if (key === 'activeNetworkId') {
    const networkId = context.storage.get('activeNetworkId')
    if (networkId) void followNetwork(context, networkId)
    return
  }
  if (key === 'activeNamespace') {
    const state = context.store.getState()
    const active = context.storage.get('activeNamespace')
    if (active && active !== state.activeNamespace && state.accounts[active]?.status === 'connected') {
      context.store.setState((current) => ({ ...current, activeNamespace: active }))
    }
  }
}

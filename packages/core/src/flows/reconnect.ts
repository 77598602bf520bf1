import type { ChainAdapter } from '../adapter/types'
import { WALLETCONNECT_CONNECTOR_ID } from '../adapter/walletConnect'
import { initialConnectionStatus, statusAfterSync } from '../rules/connectionStatus'
import { patchAccount } from '../state/updaters'
import { applyConnection, showUnsupportedChainIfNeeded } from './applyConnection'
import type { FlowContext } from './FlowContext'
import { fetchBalance } from './fetchBalance'
import { startSignInIfNeeded } from './signIn'
import { restoreWalletConnectSession } from './walletConnect'

/**
 * Restores the stored connection of one adapter's namespace on page load (spec §4): with reconnect disabled it
 * stays disconnected; a stored `connected` status goes connecting, then connected after the adapter confirms;
 * a failed sync ends disconnected and the stored status is cleared.
 */
export async function reconnect(context: FlowContext, adapter: ChainAdapter): Promise<void> {
  const namespace = adapter.namespace
  const { storage } = context
  const storedStatus = storage.get('connectionStatus')?.[namespace]
  const saved = storage.get('connections')?.[namespace]?.[0]
  const status = initialConnectionStatus({
    reconnectEnabled: context.options.features.reconnect,
    storedStatus,
  })
  if (status !== 'connecting' || !saved) {
    // The client showed connecting from a first look at storage; what is stored did not pass its checks.
    context.store.setState((state) =>
      state.accounts[namespace]?.status === 'connecting'
        ? patchAccount(state, namespace, { status: statusAfterSync(false) })
        : state,
    )
    return
  }
  context.store.setState((state) => patchAccount(state, namespace, { status: 'connecting' }))
  let restored = false
  try {
    // A WalletConnect connection needs the stored session first ('No session found' when it is gone).
    if (saved.connectorId === WALLETCONNECT_CONNECTOR_ID) await restoreWalletConnectSession(context, adapter)
    const connection = await adapter.reconnect(saved)
    if (connection) {
      applyConnection(context, adapter, connection)
      showUnsupportedChainIfNeeded(context, connection.networkId)
      restored = true
    }
  } catch (error) {
    context.logger.warn('reconnect failed', { namespace, error })
  }
  if (restored) {
    void fetchBalance(context, namespace)
    // On load a kept session is checked again: an expired one signs the visitor out (RELIABILITY #20).
    if (context.store.getState().activeNamespace === namespace)
      await startSignInIfNeeded(context).catch(() => {})
    return
  }
  context.store.setState((state) => patchAccount(state, namespace, { status: statusAfterSync(false) }))
  storage.set('connectionStatus', { ...storage.get('connectionStatus'), [namespace]: 'disconnected' })
  storage.set(
    'connectedNamespaces',
    (storage.get('connectedNamespaces') ?? []).filter((name) => name !== namespace),
  )
}

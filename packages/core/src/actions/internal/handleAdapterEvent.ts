import type { AdapterEvent, ChainAdapter } from '../../adapter/types'
import { fetchBalance } from '../fetchBalance'
import { applyAccounts, showUnsupportedChainIfNeeded } from './applyConnection'
import { clearNamespace } from './clearNamespace'
import type { FlowContext } from './flowContext'

function isCurrentConnector(context: FlowContext, adapter: ChainAdapter, connectorId: string): boolean {
  return context.store.getState().accounts[adapter.namespace]?.connectedWalletInfo?.id === connectorId
}

/**
 * Turns what a wallet reports on its own into state: new accounts, another network, a dropped connection,
 * wallets appearing or leaving. Events of a connector that is not the connected one are ignored.
 */
export function handleAdapterEvent(context: FlowContext, adapter: ChainAdapter, event: AdapterEvent): void {
  const namespace = adapter.namespace
  switch (event.type) {
    case 'connectorsChanged':
      context.refreshConnectors()
      return
    case 'disconnected':
      if (!isCurrentConnector(context, adapter, event.connectorId)) return
      if (event.error) context.logger.warn('wallet disconnected', event.error)
      clearNamespace(context, namespace, true)
      return
    case 'accountsChanged':
    case 'networkChanged': {
      if (!isCurrentConnector(context, adapter, event.connectorId)) return
      const networkId =
        event.type === 'networkChanged'
          ? event.networkId
          : context.store.getState().networks[namespace]?.caipNetwork?.id
      if (event.accounts.length === 0 || !networkId) {
        // RELIABILITY #8: no account left, so this namespace disconnects and the others stay.
        clearNamespace(context, namespace, true)
        return
      }
      try {
        applyAccounts(context, adapter, {
          connectorId: event.connectorId,
          accounts: event.accounts,
          networkId,
        })
      } catch (error) {
        context.logger.warn('ignored malformed accounts from wallet', error)
        return
      }
      if (event.type === 'networkChanged') showUnsupportedChainIfNeeded(context, networkId)
      void fetchBalance(context.latch, { namespace })
      return
    }
  }
}

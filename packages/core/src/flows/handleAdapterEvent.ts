import type { AdapterEvent, ChainAdapter } from '../adapter/types'
import { parseCaipAddress } from '../caip/parseCaipAddress'
import { patchAccount, patchNetwork } from '../state/updaters'
import { assertValidConnection, showUnsupportedChainIfNeeded } from './applyConnection'
import { clearNamespace } from './clearNamespace'
import type { FlowContext } from './FlowContext'
import { fetchBalance } from './fetchBalance'
import { findNetwork } from './findNetwork'

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
      context.store.setState((state) => ({
        ...state,
        connectors: [...context.adapters.values()].flatMap((candidate) => candidate.connectors()),
      }))
      return
    case 'disconnected':
      if (!isCurrentConnector(context, adapter, event.connectorId)) return
      if (event.error) context.logger.warn('wallet disconnected', event.error)
      clearNamespace(context, namespace, true)
      return
    case 'accountsChanged': {
      if (!isCurrentConnector(context, adapter, event.connectorId)) return
      const networkId = context.store.getState().networks[namespace]?.caipNetwork?.id
      const primary = event.accounts[0]
      if (!primary || !networkId) {
        clearNamespace(context, namespace, true)
        return
      }
      try {
        assertValidConnection(adapter, {
          connectorId: event.connectorId,
          accounts: event.accounts,
          networkId,
        })
      } catch (error) {
        context.logger.warn('ignored malformed accounts from wallet', error)
        return
      }
      context.store.setState((state) => ({
        ...patchAccount(state, namespace, {
          address: parseCaipAddress(primary.address).address,
          caipAddress: primary.address,
          balance: undefined,
          profileName: undefined,
          profileImage: undefined,
        }),
        connections: {
          ...state.connections,
          [namespace]: [{ connectorId: event.connectorId, accounts: event.accounts, networkId }],
        },
      }))
      void fetchBalance(context, namespace)
      return
    }
    case 'networkChanged': {
      if (!isCurrentConnector(context, adapter, event.connectorId)) return
      const network = findNetwork(context.options.networks, event.networkId, namespace)
      context.store.setState((state) => {
        const address = state.accounts[namespace]?.address
        const next = patchNetwork(state, namespace, { caipNetwork: network })
        // The CAIP-10 id names the chain, so the account moves with the network.
        return address
          ? patchAccount(next, namespace, { caipAddress: `${event.networkId}:${address}` })
          : next
      })
      if (context.store.getState().activeNamespace === namespace)
        context.storage.set('activeNetworkId', event.networkId)
      showUnsupportedChainIfNeeded(context, event.networkId)
      void fetchBalance(context, namespace)
      return
    }
  }
}

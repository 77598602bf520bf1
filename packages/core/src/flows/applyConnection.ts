import type { ChainAdapter, Connection } from '../adapter/types'
import { isCaipAddress, parseCaipAddress } from '../caip/parseCaipAddress'
import { InvalidAddressError, NamespaceOrAddressNotFoundError } from '../errors/catalogue'
import { shouldShowUnsupportedChain } from '../rules/isUnsupportedNetwork'
import { pushView } from '../rules/navigation'
import { patchAccount, patchNetwork } from '../state/updaters'
import type { FlowContext } from './FlowContext'
import { findNetwork } from './findNetwork'

/** Checks what an adapter returned: at least one account, each a CAIP-10 id of the adapter's namespace. */
export function assertValidConnection(adapter: ChainAdapter, connection: Connection): void {
  if (connection.accounts.length === 0)
    throw new NamespaceOrAddressNotFoundError({ details: adapter.namespace })
  for (const account of connection.accounts) {
    if (
      !isCaipAddress(account.address) ||
      parseCaipAddress(account.address).namespace !== adapter.namespace
    ) {
      throw new InvalidAddressError({ details: String(account.address) })
    }
  }
}

/**
 * Writes a connection the adapter confirmed into state and storage: account, network, connection list,
 * active namespace, and the persisted keys that let the next page load reconnect.
 */
export function applyConnection(context: FlowContext, adapter: ChainAdapter, connection: Connection): void {
  assertValidConnection(adapter, connection)
  const namespace = adapter.namespace
  const primary = connection.accounts[0]!
  const connector = adapter.connectors().find((candidate) => candidate.id === connection.connectorId)
  const network = findNetwork(context.options.networks, connection.networkId, namespace)
  const previous = context.store.getState().connections[namespace] ?? []
  const others = context.options.remoteFeatures.multiWallet
    ? previous.filter((existing) => existing.connectorId !== connection.connectorId)
    : []

  context.store.setState((state) => {
    let next = patchAccount(state, namespace, {
      address: parseCaipAddress(primary.address).address,
      caipAddress: primary.address,
      status: 'connected',
      connectedWalletInfo: {
        id: connection.connectorId,
        name: connector?.name ?? connection.connectorId,
        type: connector?.type ?? 'external',
        ...(connector?.imageUrl ? { imageUrl: connector.imageUrl } : {}),
      },
    })
    next = patchNetwork(next, namespace, { caipNetwork: network })
    return {
      ...next,
      activeNamespace: namespace,
      connections: { ...next.connections, [namespace]: [...others, connection] },
    }
  })

  const { storage } = context
  const namespaces = storage.get('connectedNamespaces') ?? []
  storage.set('connectedNamespaces', namespaces.includes(namespace) ? namespaces : [...namespaces, namespace])
  storage.set('connectionStatus', { ...storage.get('connectionStatus'), [namespace]: 'connected' })
  storage.set('connections', {
    ...storage.get('connections'),
    [namespace]: [{ connectorId: connection.connectorId, namespace, networkId: connection.networkId }],
  })
  storage.set('activeNamespace', namespace)
  storage.set('activeNetworkId', connection.networkId)
  storage.set('walletId', connection.connectorId)
  storage.set('walletName', connector?.name ?? connection.connectorId)
  const disconnected = storage.get('disconnectedConnectorIds') ?? {}
  const recorded = disconnected[namespace]
  if (recorded?.includes(connection.connectorId)) {
    storage.set('disconnectedConnectorIds', {
      ...disconnected,
      [namespace]: recorded.filter((id) => id !== connection.connectorId),
    })
  }
  showUnsupportedChainIfNeeded(context, connection.networkId)
}

/** Opens UnsupportedChain when the wallet sits on a network the host did not configure (spec §4). */
export function showUnsupportedChainIfNeeded(context: FlowContext, networkId: Connection['networkId']): void {
  const { features } = context.options
  const unsupported = shouldShowUnsupportedChain({
    networkId,
    networks: context.options.networks,
    allowUnsupportedChain: features.allowUnsupportedChain,
    basicWalletConnect: features.basicWalletConnect,
  })
  if (!unsupported) return
  context.store.setState((state) => ({
    ...state,
    modal: state.modal.open
      ? pushView(state.modal, 'UnsupportedChain', { networkId })
      : { open: true, history: [{ view: 'UnsupportedChain', params: { networkId } }], direction: 'next' },
  }))
}

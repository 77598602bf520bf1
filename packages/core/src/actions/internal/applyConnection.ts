import type { ChainAdapter, Connection } from '../../adapter/types'
import { isCaipAddress, parseCaipAddress } from '../../caip/parseCaipAddress'
import { InvalidAddressError, NamespaceOrAddressNotFoundError } from '../../errors/catalogue'
import { remoteFeaturesInForce } from '../../options/remoteFeaturesInForce'
import { preferAccount } from '../../rules/accountChoice'
import { showView } from '../../rules/flowNavigation'
import { shouldShowUnsupportedChain } from '../../rules/isUnsupportedNetwork'
import { patchNetwork } from '../../state/patchNetwork'
import { patchAccount } from '../../state/updaters'
import { toDisplayText } from '../../text/toDisplayText'
import { isEmbeddedConnector } from './embeddedWallet'
import { findNetwork } from './findNetwork'
import type { FlowContext } from './flowContext'

/**
 * Checks what an adapter reported: at least one account, each a CAIP-10 id, the main (first) one of the adapter's
 * namespace. Further accounts may be of another namespace (a Stacks wallet's Bitcoin addresses).
 */
function assertValidConnection(adapter: ChainAdapter, connection: Connection): void {
  const [main] = connection.accounts
  if (!main) throw new NamespaceOrAddressNotFoundError({ details: adapter.namespace })
  for (const account of connection.accounts) {
    if (!isCaipAddress(account.address)) throw new InvalidAddressError({ details: String(account.address) })
  }
  if (parseCaipAddress(main.address).namespace !== adapter.namespace)
    throw new InvalidAddressError({ details: String(main.address) })
}

/**
 * Writes the accounts and network of a live connection into state, exactly as the adapter reported them (core
 * never builds an address): the main account, every account with its role, the network, the connection list.
 * A changed main account drops the balance and profile of the previous one. An account the visitor chose in the
 * account switcher (`switchAccount`) comes first while the wallet grants it.
 */
export function applyAccounts(context: FlowContext, adapter: ChainAdapter, reported: Connection): void {
  assertValidConnection(adapter, reported)
  const namespace = adapter.namespace
  // The account the visitor chose in the account switcher stays first while the wallet grants it.
  const chosen = context.storage
    .get('connections')
    ?.[namespace]?.find((entry) => entry.connectorId === reported.connectorId)?.account
  const connection = { ...reported, accounts: preferAccount(reported.accounts, chosen) }
  const main = connection.accounts[0]!
  const network = findNetwork(context.options.networks, connection.networkId, namespace)
  context.store.setState((state) => {
    const previous = state.accounts[namespace]
    const sameAccount = previous?.caipAddress === main.address
    let next = patchAccount(state, namespace, {
      address: parseCaipAddress(main.address).address,
      caipAddress: main.address,
      allAccounts: connection.accounts,
      ...(sameAccount ? {} : { balance: undefined, profileName: undefined, profileImage: undefined }),
    })
    next = patchNetwork(next, namespace, { caipNetwork: network })
    const others = (state.connections[namespace] ?? []).filter(
      (existing) => existing.connectorId !== connection.connectorId,
    )
    const kept = remoteFeaturesInForce(state, context.options).multiWallet ? others : []
    return { ...next, connections: { ...next.connections, [namespace]: [...kept, connection] } }
  })
  const saved = context.storage.get('connections')?.[namespace]
  if (
    saved?.some(
      (entry) => entry.connectorId === connection.connectorId && entry.networkId !== connection.networkId,
    )
  ) {
    context.storage.set('connections', {
      ...context.storage.get('connections'),
      [namespace]: saved.map((entry) =>
        entry.connectorId === connection.connectorId ? { ...entry, networkId: connection.networkId } : entry,
      ),
    })
  }
  if (context.store.getState().activeNamespace === namespace)
    context.storage.set('activeNetworkId', connection.networkId)
}

/**
 * Writes a connection the adapter confirmed into state and storage: accounts, network, status, wallet, active
 * namespace, and the persisted keys that let the next page load reconnect. Opening UnsupportedChain is the
 * caller's choice (`showUnsupportedChainIfNeeded`): a tab following another one opens no modal.
 */
export function applyConnection(context: FlowContext, adapter: ChainAdapter, connection: Connection): void {
  assertValidConnection(adapter, connection)
  const namespace = adapter.namespace
  const connector = adapter.connectors().find((candidate) => candidate.id === connection.connectorId)
  const walletName = toDisplayText(connector?.name) || connection.connectorId
  context.store.setState((state) => ({
    ...patchAccount(state, namespace, {
      status: 'connected',
      connectedWalletInfo: {
        id: connection.connectorId,
        name: walletName,
        type: isEmbeddedConnector(namespace, connection.connectorId)
          ? 'embedded'
          : (connector?.type ?? 'external'),
        ...(connector?.imageUrl ? { imageUrl: connector.imageUrl } : {}),
      },
    }),
    activeNamespace: namespace,
  }))
  const { storage } = context
  // The active connection first (the one a reload restores as active); in multi-wallet mode the others follow.
  const savedList = storage.get('connections')?.[namespace] ?? []
  const keptOthers = remoteFeaturesInForce(context.store.getState(), context.options).multiWallet
    ? savedList.filter((entry) => entry.connectorId !== connection.connectorId)
    : []
  const account = savedList.find((entry) => entry.connectorId === connection.connectorId)?.account
  storage.set('connections', {
    ...storage.get('connections'),
    [namespace]: [
      {
        connectorId: connection.connectorId,
        namespace,
        networkId: connection.networkId,
        ...(account ? { account } : {}),
      },
      ...keptOthers,
    ],
  })
  applyAccounts(context, adapter, connection)

  const namespaces = storage.get('connectedNamespaces') ?? []
  storage.set('connectedNamespaces', namespaces.includes(namespace) ? namespaces : [...namespaces, namespace])
  storage.set('connectionStatus', { ...storage.get('connectionStatus'), [namespace]: 'connected' })
  storage.set('activeNamespace', namespace)
  storage.set('walletId', connection.connectorId)
  storage.set('walletName', walletName)
  const disconnected = storage.get('disconnectedConnectorIds') ?? {}
  const recorded = disconnected[namespace]
  if (recorded?.includes(connection.connectorId)) {
    storage.set('disconnectedConnectorIds', {
      ...disconnected,
      [namespace]: recorded.filter((id) => id !== connection.connectorId),
    })
  }
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
    modal: showView(state.modal, 'UnsupportedChain', { networkId }),
  }))
}

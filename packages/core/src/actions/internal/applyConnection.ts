import type { ChainAdapter, Connection, SavedConnection } from '../../adapter/types'
import type { ChainNamespace } from '../../caip/namespaces'
import { isCaipAddress, parseCaipAddress } from '../../caip/parseCaipAddress'
import { InvalidAddressError, NamespaceOrAddressNotFoundError } from '../../errors/catalogue'
import { remoteFeaturesInForce } from '../../options/remoteFeaturesInForce'
import { preferAccount } from '../../rules/accountChoice'
import { showView } from '../../rules/flowNavigation'
import { shouldShowUnsupportedChain } from '../../rules/isUnsupportedNetwork'
import { patchNetwork } from '../../state/patchNetwork'
import type { LatchState } from '../../state/types'
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
 * The state with the accounts and network of a live connection, exactly as the adapter reported them (core never
 * builds an address): the main account, every account with its role, the network, the connection list. A changed
 * main account drops the balance and profile of the previous one. `connection`'s accounts come in the order to show
 * (`preferAccount`).
 */
function withAccounts(
  state: LatchState,
  context: FlowContext,
  namespace: ChainNamespace,
  connection: Connection,
): LatchState {
  const main = connection.accounts[0]!
  const sameAccount = state.accounts[namespace]?.caipAddress === main.address
  let next = patchAccount(state, namespace, {
    address: parseCaipAddress(main.address).address,
    caipAddress: main.address,
    allAccounts: connection.accounts,
    ...(sameAccount ? {} : { balance: undefined, profileName: undefined, profileImage: undefined }),
  })
  next = patchNetwork(next, namespace, {
    caipNetwork: findNetwork(context.options.networks, connection.networkId, namespace),
  })
  const others = (state.connections[namespace] ?? []).filter(
    (existing) => existing.connectorId !== connection.connectorId,
  )
  const kept = remoteFeaturesInForce(state, context.options).multiWallet ? others : []
  return { ...next, connections: { ...next.connections, [namespace]: [...kept, connection] } }
}

/** `reported` with the account the visitor chose in the account switcher first, while the wallet grants it. */
function withChosenAccount(reported: Connection, saved: readonly SavedConnection[] | undefined): Connection {
  const chosen = saved?.find((entry) => entry.connectorId === reported.connectorId)?.account
  return { ...reported, accounts: preferAccount(reported.accounts, chosen) }
}

/**
 * Writes the accounts and network of a live connection into state ({@link withAccounts}), and its network into
 * storage. An account the visitor chose in the account switcher (`switchAccount`) comes first while the wallet
 * grants it.
 */
export function applyAccounts(context: FlowContext, adapter: ChainAdapter, reported: Connection): void {
  assertValidConnection(adapter, reported)
  const namespace = adapter.namespace
  const { storage } = context
  const savedConnections = storage.get('connections')
  const saved = savedConnections?.[namespace]
  const connection = withChosenAccount(reported, saved)
  context.store.setState((state) => withAccounts(state, context, namespace, connection))
  if (
    saved?.some(
      (entry) => entry.connectorId === connection.connectorId && entry.networkId !== connection.networkId,
    )
  ) {
    storage.set('connections', {
      ...savedConnections,
      [namespace]: saved.map((entry) =>
        entry.connectorId === connection.connectorId ? { ...entry, networkId: connection.networkId } : entry,
      ),
    })
  }
  if (context.store.getState().activeNamespace === namespace)
    storage.set('activeNetworkId', connection.networkId)
}

/**
 * Writes a connection the adapter confirmed into state, in one update (accounts, network, status, wallet, active
 * namespace), and into storage the keys that let the next page load reconnect, each read once. Opening
 * UnsupportedChain is the caller's choice (`showUnsupportedChainIfNeeded`): a tab following another one opens no
 * modal.
 */
export function applyConnection(context: FlowContext, adapter: ChainAdapter, reported: Connection): void {
  assertValidConnection(adapter, reported)
  const namespace = adapter.namespace
  const { storage } = context
  const connector = adapter.connectors().find((candidate) => candidate.id === reported.connectorId)
  const walletName = toDisplayText(connector?.name) || reported.connectorId
  const savedConnections = storage.get('connections')
  const saved = savedConnections?.[namespace] ?? []
  const connection = withChosenAccount(reported, saved)
  context.store.setState((state) => ({
    ...patchAccount(withAccounts(state, context, namespace, connection), namespace, {
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
  // The active connection first (the one a reload restores as active); in multi-wallet mode the others follow.
  const keptOthers = remoteFeaturesInForce(context.store.getState(), context.options).multiWallet
    ? saved.filter((entry) => entry.connectorId !== connection.connectorId)
    : []
  const account = saved.find((entry) => entry.connectorId === connection.connectorId)?.account
  storage.set('connections', {
    ...savedConnections,
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
  storage.set('activeNetworkId', connection.networkId)
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

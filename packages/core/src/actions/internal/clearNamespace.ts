import type { ChainNamespace } from '../../caip/namespaces'
import { defaultNetworkFor } from '../../rules/defaultNetworkFor'
import { leaveAccountViews } from '../../rules/flowNavigation'
import { closedModal } from '../../rules/navigation'
import { planDisconnect } from '../../rules/planDisconnect'
import { connectedNamespaces } from '../../state/connectedNamespaces'
import { emptyAccountState } from '../../state/initialState'
import { patchNetwork } from '../../state/patchNetwork'
import type { FlowContext } from './flowContext'

/**
 * Forgets a namespace's connection locally (spec §4 disconnect): resets its account and network, removes it from
 * the stored connected namespaces, records the connector as disconnected, and closes the modal unless told
 * otherwise or, in multi-wallet mode, other connections remain. The adapter is not called here.
 */
export function clearNamespace(context: FlowContext, namespace: ChainNamespace, keepModalOpen = false): void {
  const { storage, store, options } = context
  const before = store.getState()
  const connectorId = before.accounts[namespace]?.connectedWalletInfo?.id
  const remainingConnections = connectedNamespaces(before).filter(
    (candidate) => candidate !== namespace,
  ).length
  const plan = planDisconnect({
    namespace,
    connectorId,
    connectedNamespaces: storage.get('connectedNamespaces') ?? [],
    disconnectedConnectorIds: storage.get('disconnectedConnectorIds') ?? {},
    keepModalOpen,
    multiWallet: options.remoteFeatures.multiWallet,
    remainingConnections,
  })

  store.setState((state) => {
    const preferred = state.accounts[namespace]?.preferredAccountType
    const { [namespace]: _removed, ...connections } = state.connections
    let next = {
      ...state,
      accounts: { ...state.accounts, [namespace]: emptyAccountState(preferred) },
      connections,
    }
    next = patchNetwork(next, namespace, {
      caipNetwork: defaultNetworkFor(options.networks, namespace, options.defaultNetwork),
      approvedCaipNetworkIds: [],
      supportsAllNetworks: true,
    })
    const stillConnected = connectedNamespaces(next)
    const activeNamespace =
      next.activeNamespace === namespace && stillConnected.length > 0
        ? stillConnected[0]
        : next.activeNamespace
    const hasAddress = activeNamespace !== undefined && stillConnected.includes(activeNamespace)
    const modal = plan.closeModal ? closedModal() : leaveAccountViews(next.modal, hasAddress)
    return { ...next, activeNamespace, modal }
  })

  storage.set('connectedNamespaces', plan.connectedNamespaces)
  storage.set('disconnectedConnectorIds', plan.disconnectedConnectorIds)
  storage.set('connectionStatus', { ...storage.get('connectionStatus'), [namespace]: 'disconnected' })
  const { [namespace]: _saved, ...savedConnections } = storage.get('connections') ?? {}
  storage.set('connections', savedConnections)
  context.emit({ type: 'DISCONNECT_SUCCESS', namespace })
}

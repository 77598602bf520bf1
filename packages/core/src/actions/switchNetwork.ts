import type { ChainAdapter, Connection, NetworkChangeRequest } from '../adapter/types'
import type { ChainNamespace } from '../caip/namespaces'
import type { CaipNetworkId } from '../caip/types'
import {
  MethodNotSupportedError,
  NetworkNotFoundError,
  RequestAlreadyPendingError,
} from '../errors/catalogue'
import { toLatchError } from '../errors/toLatchError'
import type { Latch } from '../latch/types'
import { SWITCH_NETWORK_NOT_FOUND } from '../notices/catalogue'
import { leaveNetworkViews } from '../rules/flowNavigation'
import { patchNetwork } from '../state/patchNetwork'
import { fetchBalance } from './fetchBalance'
import { applyAccounts } from './internal/applyConnection'
import { type FlowContext, withFlowContext } from './internal/flowContext'
import { setAlert } from './internal/notices'
import { requireAdapter } from './internal/requireAdapter'

/**
 * How a connected namespace changes network: the wallet switches (`switchNetwork`, may prompt) or, where the dapp
 * chooses, the adapter follows (`selectNetwork`, no prompt). Either way the adapter reports the accounts there.
 */
function changeNetwork(adapter: ChainAdapter, request: NetworkChangeRequest): Promise<Connection> {
  if (adapter.switchNetwork) return adapter.switchNetwork(request)
  if (adapter.selectNetwork) return adapter.selectNetwork(request)
  throw new MethodNotSupportedError({ details: `switch network on ${adapter.namespace}` })
}

/** Parameters of {@link switchNetwork}. */
export interface SwitchNetworkParameters {
  /** A network the host configured. */
  networkId: CaipNetworkId
}

/** {@link switchNetwork} resolves once the network changed. */
export type SwitchNetworkReturnType = void

/**
 * Switches to a configured network. With a connected wallet on that namespace the adapter changes network first
 * and state follows only when it succeeds (a rejection leaves everything as it was), with the accounts it
 * reports for the new network; without one the network is simply selected. Its namespace becomes the active one.
 * A network the host did not configure shows the 'Switch network not found' alert and rejects with
 * `NetworkNotFoundError`.
 */
export function switchNetwork(
  latch: Latch,
  parameters: SwitchNetworkParameters,
): Promise<SwitchNetworkReturnType> {
  return withFlowContext(latch, (context) => switchWith(context, parameters.networkId))
}

async function switchWith(context: FlowContext, networkId: CaipNetworkId): Promise<void> {
  const network = configuredNetwork(context, networkId)
  const namespace = network.namespace
  const account = context.store.getState().accounts[namespace]
  const connectorId = account?.status === 'connected' ? account.connectedWalletInfo?.id : undefined
  let reached = networkId
  if (connectorId) {
    const adapter = requireAdapter(context, namespace)
    let connection: Connection
    try {
      connection = await changeNetwork(adapter, { connectorId, networkId })
    } catch (error) {
      throw toLatchError(error)
    }
    context.store.setState((state) => ({ ...state, activeNamespace: namespace }))
    applyAccounts(context, adapter, connection)
    reached = connection.networkId
  } else {
    context.store.setState((state) => ({
      ...patchNetwork(state, namespace, { caipNetwork: network }),
      activeNamespace: namespace,
    }))
  }
  finishSwitch(context, namespace, reached, connectorId !== undefined)
}

/**
 * After the wallet answered that a switch was already waiting in it (-32002): succeeds without asking again when
 * the wallet has since moved to `networkId` (its chainChanged event already updated state), otherwise fails with
 * `RequestAlreadyPendingError` again.
 */
export async function switchNetworkIfReached(context: FlowContext, networkId: CaipNetworkId): Promise<void> {
  const { namespace } = configuredNetwork(context, networkId)
  const state = context.store.getState()
  if (state.networks[namespace]?.caipNetwork?.id !== networkId)
    throw new RequestAlreadyPendingError({ details: 'the earlier switch request is still open' })
  context.store.setState((current) => ({ ...current, activeNamespace: namespace }))
  finishSwitch(context, namespace, networkId, state.accounts[namespace]?.status === 'connected')
}

function configuredNetwork(context: FlowContext, networkId: CaipNetworkId) {
  const network = context.options.networks.find((candidate) => candidate.id === networkId)
  if (!network) {
    setAlert(context, { ...SWITCH_NETWORK_NOT_FOUND, details: networkId })
    throw new NetworkNotFoundError({ details: networkId })
  }
  return network
}

/** What follows a switch: leave the network views, remember the network, tell listeners, refresh the balance. */
function finishSwitch(
  context: FlowContext,
  namespace: ChainNamespace,
  reached: CaipNetworkId,
  connected: boolean,
): void {
  context.store.setState((state) => {
    const view = state.modal.history[state.modal.history.length - 1]?.view
    if (!state.modal.open || (view !== 'SwitchNetwork' && view !== 'Networks')) return state
    return { ...state, modal: leaveNetworkViews(state.modal, connected) }
  })
  context.storage.set('activeNetworkId', reached)
  context.storage.set('activeNamespace', namespace)
  context.emit({ type: 'SWITCH_NETWORK', networkId: reached })
  if (connected) void fetchBalance(context.latch, { namespace })
}

import type { Connection } from '../adapter/types'
import type { ChainNamespace } from '../caip/namespaces'
import type { CaipNetworkId } from '../caip/types'
import { UserRejectedError } from '../errors/catalogue'
import { toLatchError } from '../errors/toLatchError'
import { closedModal } from '../rules/navigation'
import { patchAccount } from '../state/updaters'
import { applyConnection, showUnsupportedChainIfNeeded } from './applyConnection'
import type { FlowContext } from './FlowContext'
import { requireAdapter } from './FlowContext'
import { fetchBalance } from './fetchBalance'
import { startSignInIfNeeded } from './signIn'

/** Input of the connect flow. */
export interface ConnectInput {
  namespace: ChainNamespace
  connectorId: string
  networkId?: CaipNetworkId
}

/**
 * Connects a wallet: status connecting, the adapter's connect, then state and storage from what it returned.
 * On failure the namespace returns to the status it had (RELIABILITY #10: a rejection is not logged as an error).
 */
export async function connect(context: FlowContext, input: ConnectInput): Promise<Connection> {
  const adapter = requireAdapter(context, input.namespace)
  const before = context.store.getState()
  const previousStatus = before.accounts[input.namespace]?.status ?? 'disconnected'
  const networkId = input.networkId ?? before.networks[input.namespace]?.caipNetwork?.id
  context.store.setState((state) => patchAccount(state, input.namespace, { status: 'connecting' }))
  try {
    const connection = await adapter.connect({
      connectorId: input.connectorId,
      ...(networkId ? { networkId } : {}),
    })
    applyConnection(context, adapter, connection)
    showUnsupportedChainIfNeeded(context, connection.networkId)
    const connector = adapter.connectors().find((candidate) => candidate.id === input.connectorId)
    context.storage.addRecentWallet({
      id: input.connectorId,
      name: connector?.name ?? input.connectorId,
      namespace: input.namespace,
      ...(connector?.imageUrl ? { imageUrl: connector.imageUrl } : {}),
    })
    context.emit({ type: 'CONNECT_SUCCESS', namespace: input.namespace, connectorId: input.connectorId })
    context.analytics.track({
      event: 'CONNECT_SUCCESS',
      props: { namespace: input.namespace, name: connector?.name },
    })
    void fetchBalance(context, input.namespace)
    await startSignInIfNeeded(context)
    if (context.store.getState().modal.history.at(-1)?.view !== 'UnsupportedChain') {
      context.store.setState((state) => (state.modal.open ? { ...state, modal: closedModal() } : state))
    }
    return connection
  } catch (raw) {
    const error = toLatchError(raw)
    context.store.setState((state) => patchAccount(state, input.namespace, { status: previousStatus }))
    context.emit({
      type: 'CONNECT_ERROR',
      namespace: input.namespace,
      connectorId: input.connectorId,
      message: error.message,
    })
    if (!(error instanceof UserRejectedError))
      context.logger.error('connect failed', { namespace: input.namespace, error })
    throw error
  }
}

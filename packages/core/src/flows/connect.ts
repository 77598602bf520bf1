import type { ChainAdapter, Connection } from '../adapter/types'
import type { ChainNamespace } from '../caip/namespaces'
import type { CaipNetworkId } from '../caip/types'
import { RequestAlreadyPendingError, UserRejectedError } from '../errors/catalogue'
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

/** How the connect flow reaches the wallet: with a prompt, or silently for what it already granted. */
type AskWallet = (adapter: ChainAdapter, networkId: CaipNetworkId | undefined) => Promise<Connection>

const promptWallet =
  (input: ConnectInput): AskWallet =>
  (adapter, networkId) =>
    adapter.connect({ connectorId: input.connectorId, ...(networkId ? { networkId } : {}) })

// A wallet that said a request is already waiting in it: ask only for what it granted since (no prompt). If it
// has granted nothing yet, its earlier request is still open there.
const silentlyAskWallet =
  (input: ConnectInput): AskWallet =>
  async (adapter, networkId) => {
    const granted = await adapter.reconnect({
      connectorId: input.connectorId,
      namespace: input.namespace,
      ...(networkId ? { networkId } : {}),
    })
    if (!granted) throw new RequestAlreadyPendingError({ details: 'the earlier request is still open' })
    return granted
  }

/**
 * Connects a wallet: status connecting, the adapter's connect, then state and storage from what it returned.
 * On failure the namespace returns to the status it had (RELIABILITY #10: a rejection is not logged as an error).
 */
export function connect(context: FlowContext, input: ConnectInput): Promise<Connection> {
  return runConnect(context, input, promptWallet(input))
}

/**
 * The connect flow without a prompt: succeeds only when the wallet has granted access since it answered that a
 * request was already waiting in it (-32002); otherwise fails with `RequestAlreadyPendingError` again.
 */
export function connectIfGranted(context: FlowContext, input: ConnectInput): Promise<Connection> {
  return runConnect(context, input, silentlyAskWallet(input))
}

async function runConnect(context: FlowContext, input: ConnectInput, ask: AskWallet): Promise<Connection> {
  const adapter = requireAdapter(context, input.namespace)
  const before = context.store.getState()
  const previousStatus = before.accounts[input.namespace]?.status ?? 'disconnected'
  const networkId = input.networkId ?? before.networks[input.namespace]?.caipNetwork?.id
  context.store.setState((state) => patchAccount(state, input.namespace, { status: 'connecting' }))
  try {
    const connection = await ask(adapter, networkId)
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
    const signViewOpened = await startSignInIfNeeded(context)
    if (!signViewOpened && context.store.getState().modal.history.at(-1)?.view !== 'UnsupportedChain') {
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
    if (!(error instanceof UserRejectedError || error instanceof RequestAlreadyPendingError))
      context.logger.error('connect failed', { namespace: input.namespace, error })
    throw error
  }
}

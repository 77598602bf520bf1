import type { ChainAdapter, Connection } from '../adapter/types'
import type { ChainNamespace } from '../caip/namespaces'
import type { CaipNetworkId } from '../caip/types'
import { MethodNotSupportedError, RequestAlreadyPendingError, UserRejectedError } from '../errors/catalogue'
import { toLatchError } from '../errors/toLatchError'
import { afterNextPaint } from '../latch/afterNextPaint'
import type { Latch } from '../latch/types'
import { closedModal } from '../rules/navigation'
import { patchAccount } from '../state/updaters'
import { fetchBalance } from './fetchBalance'
import { alertUnsupportedProvider } from './internal/alertUnsupportedProvider'
import { applyConnection, showUnsupportedChainIfNeeded } from './internal/applyConnection'
import { askForEmailIfNeeded } from './internal/emailCapture'
import { type FlowContext, withFlowContext } from './internal/flowContext'
import { readAccountTypeIfUsed } from './internal/readAccountTypeIfUsed'
import { requireAdapter } from './internal/requireAdapter'
import { signInAfterConnect } from './internal/signInAfterConnect'

/** Parameters of {@link connect}. */
export interface ConnectParameters {
  namespace: ChainNamespace
  connectorId: string
  /** The network to connect on (default: the namespace's selected one). */
  networkId?: CaipNetworkId
  /**
   * Default true: once connected, sign-in starts when the host configured it. False leaves it to the caller (the
   * e-mail login connects each namespace of its wallet, then signs in once, for the account it makes active).
   */
  startSignIn?: boolean
}

/** What {@link connect} resolves with: the connection the wallet granted. */
export type ConnectReturnType = Connection

/** How the connect flow reaches the wallet: with a prompt, or silently for what it already granted. */
type AskWallet = (adapter: ChainAdapter, networkId: CaipNetworkId | undefined) => Promise<Connection>

const promptWallet =
  (parameters: ConnectParameters): AskWallet =>
  (adapter, networkId) =>
    adapter.connect({ connectorId: parameters.connectorId, ...(networkId ? { networkId } : {}) })

// A wallet that said a request is already waiting in it: ask only for what it granted since (no prompt). If it
// has granted nothing yet, its earlier request is still open there.
const silentlyAskWallet =
  (parameters: ConnectParameters): AskWallet =>
  async (adapter, networkId) => {
    const granted = await adapter.reconnect({
      connectorId: parameters.connectorId,
      namespace: parameters.namespace,
      ...(networkId ? { networkId } : {}),
    })
    if (!granted) throw new RequestAlreadyPendingError({ details: 'the earlier request is still open' })
    return granted
  }

/**
 * Connects a wallet: status connecting, the adapter's connect, then state and storage from what it returned, the
 * balance read (once the next frame has painted the account), and the sign view when sign-in is configured and
 * there is no session (else the modal closes).
 * On failure the namespace returns to the status it had and the error is a `LatchError` ('User rejected the
 * request' for a declined prompt, which is not logged as an error: RELIABILITY #10). A wallet that answers
 * `MethodNotSupportedError` raises the unsupported-provider alert, once per wallet and page.
 */
export function connect(latch: Latch, parameters: ConnectParameters): Promise<ConnectReturnType> {
  return withFlowContext(latch, (context) => runConnect(context, parameters, promptWallet(parameters)))
}

/**
 * The connect flow without a prompt: succeeds only when the wallet has granted access since it answered that a
 * request was already waiting in it (-32002); otherwise fails with `RequestAlreadyPendingError` again.
 */
export function connectIfGranted(context: FlowContext, parameters: ConnectParameters): Promise<Connection> {
  return runConnect(context, parameters, silentlyAskWallet(parameters))
}

async function runConnect(
  context: FlowContext,
  parameters: ConnectParameters,
  ask: AskWallet,
): Promise<Connection> {
  const { namespace, connectorId } = parameters
  const adapter = requireAdapter(context, namespace)
  const before = context.store.getState()
  const previousStatus = before.accounts[namespace]?.status ?? 'disconnected'
  const networkId = parameters.networkId ?? before.networks[namespace]?.caipNetwork?.id
  context.store.setState((state) => patchAccount(state, namespace, { status: 'connecting' }))
  try {
    const connection = await ask(adapter, networkId)
    applyConnection(context, adapter, connection)
    showUnsupportedChainIfNeeded(context, connection.networkId)
    const connector = adapter.connectors().find((candidate) => candidate.id === connectorId)
    context.storage.addRecentWallet({
      id: connectorId,
      name: connector?.name ?? connectorId,
      namespace,
      ...(connector?.imageUrl ? { imageUrl: connector.imageUrl } : {}),
    })
    context.emit({ type: 'CONNECT_SUCCESS', namespace, connectorId })
    context.analytics.track({ event: 'CONNECT_SUCCESS', props: { namespace, name: connector?.name } })
    // After the frame that paints the account: the read's own setup (its RPC client, a render for the loading
    // balance) took about 20 ms at 4x CPU before that frame. The balance fills in when it arrives.
    afterNextPaint(() => void fetchBalance(context.latch, { namespace }))
    readAccountTypeIfUsed(context, namespace)
    const signingIn = parameters.startSignIn !== false && signInAfterConnect(context, namespace, connectorId)
    const signViewOpened = signingIn !== false && (await signingIn)
    const capturing = !signViewOpened && askForEmailIfNeeded(context, namespace)
    if (
      !signViewOpened &&
      !capturing &&
      context.store.getState().modal.history.at(-1)?.view !== 'UnsupportedChain'
    ) {
      context.store.setState((state) => (state.modal.open ? { ...state, modal: closedModal() } : state))
    }
    return connection
  } catch (raw) {
    const error = toLatchError(raw)
    context.store.setState((state) => patchAccount(state, namespace, { status: previousStatus }))
    context.emit({ type: 'CONNECT_ERROR', namespace, connectorId, message: error.message })
    if (!(error instanceof UserRejectedError || error instanceof RequestAlreadyPendingError))
      context.logger.error('connect failed', { namespace, error })
    // A provider that cannot do what connecting needs: the unsupported-provider alert, once per wallet (spec §8).
    if (error instanceof MethodNotSupportedError) {
      const connector = adapter.connectors().find((candidate) => candidate.id === connectorId)
      alertUnsupportedProvider(context, connector?.name ?? connectorId)
    }
    throw error
  }
}

import { WALLETCONNECT_CONNECTOR_ID } from '../adapter/walletConnect'
import { NoSessionError, PairingExpiredError, UserRejectedError } from '../errors/catalogue'
import { toLatchError } from '../errors/toLatchError'
import type { Latch } from '../latch/types'
import { connect } from './connect'
import { type FlowContext, withFlowContext } from './internal/flowContext'
import { authRequest, keepSignIn } from './internal/oneClickSignIn'
import { setWalletConnect } from './internal/setWalletConnect'
import { isWalletConnectOffered } from './internal/walletConnectAdapters'
import { attachSessions, rememberSessions, walletConnectNamespaces } from './internal/walletConnectSession'

const PAIRING_KEY = 'walletConnect:pairing'

/** {@link connectWalletConnect} resolves once the pairing ended; its outcome is in `state.walletConnect`. */
export type ConnectWalletConnectReturnType = void

/**
 * Pairs a wallet through WalletConnect for the ConnectingWalletConnectBasic view: loads the SDK, proposes one
 * session with every adapter's namespace, shows the URI in `state.walletConnect`, then connects each approved
 * namespace through the usual connect flow (connector `walletConnect`; the host's first adapter ends active).
 * Never rejects: the phase, the URI and any error are in `state.walletConnect` (an expired URI is
 * `PairingExpiredError`, RELIABILITY #24; an unreachable relay `RelayUnavailableError`). A second call while one
 * is pairing joins it.
 */
export function connectWalletConnect(latch: Latch): Promise<ConnectWalletConnectReturnType> {
  return withFlowContext(latch, (context) => {
    const running = context.inFlight.get(PAIRING_KEY)
    if (running) return running
    const run = pair(context).finally(() => context.inFlight.delete(PAIRING_KEY))
    context.inFlight.set(PAIRING_KEY, run)
    return run
  })
}

async function pair(context: FlowContext): Promise<void> {
  const integration = context.options.walletConnect
  const projectId = context.options.projectId
  if (!integration || !projectId || !isWalletConnectOffered(context)) {
    setWalletConnect(context, {
      phase: 'error',
      error: new NoSessionError({ details: 'WalletConnect is off' }),
    })
    return
  }
  setWalletConnect(context, { phase: 'loading' })
  try {
    const namespaces = walletConnectNamespaces(context)
    const authenticate = await authRequest(context, namespaces)
    const pairing = await integration.connect({
      projectId,
      namespaces,
      onUri: (uri) => setWalletConnect(context, { phase: 'pairing', uri }),
      ...(authenticate ? { authenticate } : {}),
    })
    const { sessions } = pairing
    rememberSessions(context, sessions)
    const adapters = await attachSessions(context, sessions)
    if (adapters.length === 0) throw new NoSessionError({ details: 'the wallet approved no namespace' })
    if (authenticate && pairing.signIn) await keepSignIn(context, authenticate, pairing.signIn)
    setWalletConnect(context, { phase: 'idle' })
    for (const adapter of adapters)
      await connect(context.latch, { namespace: adapter.namespace, connectorId: WALLETCONNECT_CONNECTOR_ID })
  } catch (raw) {
    const error = toLatchError(raw)
    setWalletConnect(context, { phase: 'error', error })
    if (!(error instanceof UserRejectedError || error instanceof PairingExpiredError))
      context.logger.warn('WalletConnect pairing failed', error)
  }
}

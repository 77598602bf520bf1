import type { ChainAdapter } from '../adapter/types'
import {
  WALLETCONNECT_CONNECTOR_ID,
  type WalletConnectAuthRequest,
  type WalletConnectNamespace,
  type WalletConnectPairing,
  type WalletConnectSessions,
} from '../adapter/walletConnect'
import type { ChainNamespace } from '../caip/namespaces'
import { NoSessionError, PairingExpiredError, UserRejectedError } from '../errors/catalogue'
import { toLatchError } from '../errors/toLatchError'
import { canAuthenticateInPairing } from '../rules/canAuthenticateInPairing'
import { pageOrigin } from '../services/siwx/pageOrigin'
import type { LatchState, WalletConnectState } from '../state/types'
import { connect } from './connect'
import type { FlowContext } from './FlowContext'
import { isWalletConnectAvailable, walletConnectAdapters } from './walletConnectAvailability'

const PAIRING_KEY = 'walletConnect:pairing'
const restores = new WeakMap<FlowContext, Promise<WalletConnectSessions | null>>()

function setWalletConnect(context: FlowContext, next: WalletConnectState): void {
  context.store.setState((state: LatchState) => ({ ...state, walletConnect: next }))
}

export { isWalletConnectAvailable }

/** Each adapter's part of the proposal: its chains, methods and events (one session across namespaces). */
export function walletConnectNamespaces(
  context: FlowContext,
): Partial<Record<ChainNamespace, WalletConnectNamespace>> {
  return Object.fromEntries(
    walletConnectAdapters(context).flatMap((adapter) => {
      const part = adapter.walletConnect?.namespace()
      return part && part.chains.length > 0 ? [[adapter.namespace, part]] : []
    }),
  )
}

// Hands each namespace's session to its adapter; resolves with the adapters that got one, the host's first last.
async function attachSessions(
  context: FlowContext,
  sessions: WalletConnectSessions,
): Promise<ChainAdapter[]> {
  const attached = walletConnectAdapters(context).filter(
    (adapter) => sessions[adapter.namespace] !== undefined,
  )
  await Promise.all(attached.map((adapter) => adapter.walletConnect?.attach(sessions[adapter.namespace]!)))
  return attached.reverse()
}

/**
 * Pairs a wallet through WalletConnect for the ConnectingWalletConnectBasic view: loads the SDK, proposes one
 * session with every adapter's namespace, shows the URI, then connects each approved namespace through the usual
 * connect flow (connector `walletConnect`). Never rejects: the phase, the URI and any error are in
 * `state.walletConnect` (an expired URI is `PairingExpiredError`, RELIABILITY #24; an unreachable relay
 * `RelayUnavailableError`). A second call while one is pairing joins it.
 */
export function connectWalletConnect(context: FlowContext): Promise<void> {
  const running = context.inFlight.get(PAIRING_KEY)
  if (running) return running
  const integration = context.options.walletConnect
  const projectId = context.options.projectId
  if (!integration || !projectId || !isWalletConnectAvailable(context)) {
    setWalletConnect(context, {
      phase: 'error',
      error: new NoSessionError({ details: 'WalletConnect is off' }),
    })
    return Promise.resolve()
  }
  setWalletConnect(context, { phase: 'loading' })
  const run = (async () => {
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
      restores.set(context, Promise.resolve(sessions))
      const adapters = await attachSessions(context, sessions)
      if (adapters.length === 0) throw new NoSessionError({ details: 'the wallet approved no namespace' })
      if (authenticate && pairing.signIn) await keepSignIn(context, authenticate, pairing.signIn)
      setWalletConnect(context, { phase: 'idle' })
      for (const adapter of adapters)
        await connect(context, { namespace: adapter.namespace, connectorId: WALLETCONNECT_CONNECTOR_ID })
    } catch (raw) {
      const error = toLatchError(raw)
      setWalletConnect(context, { phase: 'error', error })
      if (!(error instanceof UserRejectedError || error instanceof PairingExpiredError))
        context.logger.warn('WalletConnect pairing failed', error)
    }
  })().finally(() => context.inFlight.delete(PAIRING_KEY))
  context.inFlight.set(PAIRING_KEY, run)
  return run
}

// The sign-in message to sign while pairing, when one-click authentication applies (spec §5); the page's own
// domain and URI, the host's nonce and times. Undefined when it does not apply or the host cannot make one.
async function authRequest(
  context: FlowContext,
  namespaces: Partial<Record<ChainNamespace, WalletConnectNamespace>>,
): Promise<WalletConnectAuthRequest | undefined> {
  const siwx = context.options.siwx
  const chains = namespaces.eip155?.chains ?? []
  const apply = canAuthenticateInPairing({
    signInConfigured: siwx !== undefined,
    namespaces: Object.keys(namespaces),
  })
  if (!siwx || !apply || chains.length === 0) return undefined
  try {
    const {
      accountAddress: _account,
      chainId: _chain,
      ...fields
    } = {
      ...(await siwx.createMessage({ accountAddress: '', chainId: chains[0]! })),
      ...pageOrigin(),
    }
    return { ...fields, chains }
  } catch (error) {
    context.logger.warn('one-click sign-in skipped: the sign-in message could not be made', error)
    return undefined
  }
}

// Keeps the sign-in the wallet signed while pairing, when it is the message asked for (the page's domain and URI,
// the host's nonce) and its signature verifies; otherwise the usual sign-in flow asks after connecting.
async function keepSignIn(
  context: FlowContext,
  asked: WalletConnectAuthRequest,
  signIn: NonNullable<WalletConnectPairing['signIn']>,
): Promise<void> {
  const siwx = context.options.siwx
  const adapter = context.adapters.get('eip155')
  const { data } = signIn
  const same = data.domain === asked.domain && data.uri === asked.uri && data.nonce === asked.nonce
  try {
    if (!siwx || !adapter || !same) throw new Error('the signed message is not the one asked for')
    const address = `${data.chainId}:${data.accountAddress}` as const
    const verified = adapter.verifySignature
      ? await adapter.verifySignature({ message: signIn.message, signature: signIn.signature, address })
      : true
    if (!verified) throw new Error('the signature does not verify')
    await siwx.addSession(signIn)
  } catch (error) {
    context.logger.warn('one-click sign-in not kept', error)
  }
}

/** The visitor left the QR view: the pairing stops and its URI is forgotten. */
export function cancelWalletConnect(context: FlowContext): void {
  context.options.walletConnect?.cancel?.()
  if (context.store.getState().walletConnect.phase !== 'idle') setWalletConnect(context, { phase: 'idle' })
}

/**
 * Before an adapter restores a stored `walletConnect` connection on page load: the stored session, read once for
 * every namespace, handed to the adapters. Throws 'Error connecting to wallet: No session found' when the session
 * is gone (deleted, expired: RELIABILITY #20) or lacks the namespace.
 */
export async function restoreWalletConnectSession(
  context: FlowContext,
  adapter: ChainAdapter,
): Promise<void> {
  const integration = context.options.walletConnect
  const projectId = context.options.projectId
  if (!integration || !projectId || !adapter.walletConnect) throw new NoSessionError()
  let restoring = restores.get(context)
  if (!restoring) {
    restoring = integration.restore({ projectId }).then(async (sessions) => {
      if (sessions) await attachSessions(context, sessions)
      return sessions
    })
    restores.set(context, restoring)
  }
  const sessions = await restoring
  if (!sessions?.[adapter.namespace]) throw new NoSessionError({ details: adapter.namespace })
}

/** After a namespace disconnected: ends the session when no namespace uses it any more. */
export async function endWalletConnectIfUnused(context: FlowContext): Promise<void> {
  const integration = context.options.walletConnect
  if (!integration) return
  const state = context.store.getState()
  const inUse = Object.values(state.accounts).some(
    (account) =>
      account?.status === 'connected' && account.connectedWalletInfo?.id === WALLETCONNECT_CONNECTOR_ID,
  )
  if (inUse) return
  restores.delete(context)
  await integration.disconnect()
}

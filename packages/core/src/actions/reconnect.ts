import type { EmbeddedWalletUser } from '../adapter/embedded'
import type { ChainAdapter, Connection } from '../adapter/types'
import { WALLETCONNECT_CONNECTOR_ID } from '../adapter/walletConnect'
import type { ChainNamespace } from '../caip/namespaces'
import { NoSessionError } from '../errors/catalogue'
import type { Latch } from '../latch/types'
import { remoteFeaturesInForce } from '../options/remoteFeaturesInForce'
import { preferAccount } from '../rules/accountChoice'
import { initialConnectionStatus, statusAfterSync } from '../rules/connectionStatus'
import { patchAccount, showRestoring } from '../state/updaters'
import { fetchBalance } from './fetchBalance'
import { applyConnection, showUnsupportedChainIfNeeded } from './internal/applyConnection'
import {
  isEmbeddedConnector,
  loadEmbeddedWallet,
  waitForEmbeddedConnector,
  withEmbeddedUser,
} from './internal/embeddedWallet'
import { type FlowContext, withFlowContext } from './internal/flowContext'
import { readAccountTypeIfUsed } from './internal/readAccountTypeIfUsed'
import { startSignInIfNeeded } from './internal/signInSession'
import { restoreWalletConnectSession } from './internal/walletConnectSession'

/** Parameters of {@link reconnect}. */
export interface ReconnectParameters {
  /** The namespaces to restore (default: every adapter's). */
  namespaces?: readonly ChainNamespace[]
}

/** What {@link reconnect} resolves with: the connections the wallets confirmed. */
export type ReconnectReturnType = Connection[]

/**
 * Restores the stored connections (spec §4 reconnect), as `mount()` does on page load for the namespaces whose
 * stored connection looks restorable: the adapter's `reconnect` asks the wallet what it already granted, without a
 * prompt. With reconnect disabled a namespace stays disconnected; a stored `connected` status goes connecting (an
 * account already shown connected, as the server rendered it from the cookie, stays so),
 * then connected after the wallet confirms (and the sign view opens when sign-in is required and its session has
 * gone); a failed sync, or a stored value that fails the storage checks (RELIABILITY #1), ends disconnected and the
 * stored status is cleared. The namespace that was active before the reload is active again once restored.
 */
export function reconnect(latch: Latch, parameters: ReconnectParameters = {}): Promise<ReconnectReturnType> {
  const { namespaces } = parameters
  const adapters = latch.adapters.filter((adapter) => !namespaces || namespaces.includes(adapter.namespace))
  return withFlowContext(latch, async (context) => {
    // Read before the restores: each one that lands makes its namespace active, in whatever order they finish.
    const active = context.storage.get('activeNamespace')
    const restored = await Promise.all(adapters.map((adapter) => restore(context, adapter)))
    const activeRestored = adapters.some(
      (adapter, index) => adapter.namespace === active && restored[index] !== undefined,
    )
    if (active && activeRestored) {
      context.store.setState((state) => ({ ...state, activeNamespace: active }))
      context.storage.set('activeNamespace', active)
    }
    return restored.filter((connection) => connection !== undefined)
  })
}

async function restore(context: FlowContext, adapter: ChainAdapter): Promise<Connection | undefined> {
  const namespace = adapter.namespace
  const { storage } = context
  // Spec §3: the stored preferred account type wins over the host's defaultAccountTypes.
  const preferred = storage.get('preferredAccountTypes')?.[namespace]
  if (preferred)
    context.store.setState((state) => patchAccount(state, namespace, { preferredAccountType: preferred }))
  const storedStatus = storage.get('connectionStatus')?.[namespace]
  const saved = storage.get('connections')?.[namespace]?.[0]
  const status = initialConnectionStatus({
    reconnectEnabled: context.options.features.reconnect,
    storedStatus,
  })
  if (status !== 'connecting' || !saved) {
    // The client showed connecting from a first look at storage; what is stored did not pass its checks.
    context.store.setState((state) =>
      state.accounts[namespace]?.status === 'connecting'
        ? patchAccount(state, namespace, { status: statusAfterSync(false) })
        : state,
    )
    return undefined
  }
  context.store.setState((state) => showRestoring(state, namespace))
  // Multi-wallet mode: the other kept wallets first, so that the active one, restored last, is the adapter's too.
  await restoreKeptConnections(context, adapter)
  let restored: Connection | undefined
  try {
    // A WalletConnect connection needs the stored session first ('No session found' when it is gone).
    if (saved.connectorId === WALLETCONNECT_CONNECTOR_ID) await restoreWalletConnectSession(context, adapter)
    // An e-mail wallet connection needs the frame's session (no new code while it lives) and its announcement.
    const embeddedUser = isEmbeddedConnector(namespace, saved.connectorId)
      ? await restoreEmbeddedWallet(context.latch, namespace)
      : undefined
    const connection = await adapter.reconnect(saved)
    if (connection) {
      applyConnection(context, adapter, connection)
      if (embeddedUser) {
        const social = context.storage.get('socialConnection')
        const provider = social && !social.pendingAttempt ? social.provider : undefined
        context.store.setState((state) => withEmbeddedUser(state, embeddedUser.email, provider))
      }
      showUnsupportedChainIfNeeded(context, connection.networkId)
      restored = connection
    }
  } catch (error) {
    context.logger.warn('reconnect failed', { namespace, error })
  }
  if (restored) {
    void fetchBalance(context.latch, { namespace })
    readAccountTypeIfUsed(context, namespace)
    // On load a kept session is checked again: an expired one signs the visitor out (RELIABILITY #20).
    if (context.store.getState().activeNamespace === namespace)
      await startSignInIfNeeded(context).catch(() => {})
    return restored
  }
  context.store.setState((state) => patchAccount(state, namespace, { status: statusAfterSync(false) }))
  storage.set('connectionStatus', { ...storage.get('connectionStatus'), [namespace]: 'disconnected' })
  storage.set(
    'connectedNamespaces',
    (storage.get('connectedNamespaces') ?? []).filter((name) => name !== namespace),
  )
  return undefined
}

/**
 * Multi-wallet mode: the namespace's kept wallets other than the active one (`connections[ns]` after the first),
 * each asked through the adapter's `reconnect` (the wallet's grant, no prompt) and listed in
 * `state.connections`; one that no longer grants anything, or that the visitor disconnected, leaves the stored list.
 * WalletConnect and e-mail wallets are restored only as the active connection.
 */
async function restoreKeptConnections(context: FlowContext, adapter: ChainAdapter): Promise<void> {
  const namespace = adapter.namespace
  const { storage } = context
  const [active, ...others] = storage.get('connections')?.[namespace] ?? []
  if (!active || others.length === 0) return
  if (!remoteFeaturesInForce(context.store.getState(), context.options).multiWallet) return
  const disconnected = storage.get('disconnectedConnectorIds')?.[namespace] ?? []
  const alive: typeof others = []
  for (const saved of others) {
    if (
      disconnected.includes(saved.connectorId) ||
      saved.connectorId === WALLETCONNECT_CONNECTOR_ID ||
      isEmbeddedConnector(namespace, saved.connectorId)
    )
      continue
    const connection = await adapter.reconnect(saved).catch((error: unknown) => {
      context.logger.warn('reconnect of a kept wallet failed', { namespace, error })
      return null
    })
    if (!connection || connection.connectorId !== saved.connectorId) continue
    alive.push({ ...saved, networkId: connection.networkId })
    context.store.setState((state) => ({
      ...state,
      connections: {
        ...state.connections,
        [namespace]: [
          ...(state.connections[namespace] ?? []).filter((entry) => entry.connectorId !== saved.connectorId),
          { ...connection, accounts: preferAccount(connection.accounts, saved.account) },
        ],
      },
    }))
  }
  storage.set('connections', { ...storage.get('connections'), [namespace]: [active, ...alive] })
}

/** The e-mail wallet's user when its frame session still lives, its connector listed; else `NoSessionError`. */
async function restoreEmbeddedWallet(latch: Latch, namespace: ChainNamespace): Promise<EmbeddedWalletUser> {
  const wallet = await loadEmbeddedWallet(latch, 'restore')
  const user = await wallet.getUser()
  if (!user) throw new NoSessionError({ details: 'the e-mail wallet session ended' })
  await waitForEmbeddedConnector(latch, namespace as 'eip155' | 'solana')
  return user
}

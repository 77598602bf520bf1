import type { ChainAdapter } from '../../adapter/types'
import {
  WALLETCONNECT_CONNECTOR_ID,
  type WalletConnectNamespace,
  type WalletConnectSessions,
} from '../../adapter/walletConnect'
import type { ChainNamespace } from '../../caip/namespaces'
import { NoSessionError } from '../../errors/catalogue'
import { patchNetwork } from '../../state/patchNetwork'
import type { FlowContext } from './flowContext'
import { walletConnectAdapters } from './walletConnectAdapters'

const restores = new WeakMap<FlowContext, Promise<WalletConnectSessions | null>>()

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

/**
 * Hands each namespace's session to its adapter and marks the networks the wallet approved (spec §3:
 * `approvedCaipNetworkIds`, and `supportsAllNetworks` false: a WalletConnect session covers only what it approved).
 * Resolves with the adapters that got one, the host's first last.
 */
export async function attachSessions(
  context: FlowContext,
  sessions: WalletConnectSessions,
): Promise<ChainAdapter[]> {
  const attached = walletConnectAdapters(context).filter(
    (adapter) => sessions[adapter.namespace] !== undefined,
  )
  await Promise.all(attached.map((adapter) => adapter.walletConnect?.attach(sessions[adapter.namespace]!)))
  context.store.setState((state) =>
    attached.reduce(
      (next, { namespace }) =>
        patchNetwork(next, namespace, {
          approvedCaipNetworkIds: [...(sessions[namespace]?.chains ?? [])],
          supportsAllNetworks: false,
        }),
      state,
    ),
  )
  return attached.reverse()
}

/** The sessions a pairing approved: a later restore on this page uses them instead of asking the relay. */
export function rememberSessions(context: FlowContext, sessions: WalletConnectSessions): void {
  restores.set(context, Promise.resolve(sessions))
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

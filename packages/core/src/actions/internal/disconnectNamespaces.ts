import { WALLETCONNECT_CONNECTOR_ID } from '../../adapter/walletConnect'
import type { ChainNamespace } from '../../caip/namespaces'
import { DisconnectChainsError } from '../../errors/catalogue'
import { connectedNamespaces } from '../../state/connectedNamespaces'
import { clearNamespace } from './clearNamespace'
import { isEmbeddedConnector, loadEmbeddedWallet } from './embeddedWallet'
import type { FlowContext } from './flowContext'
import { endWalletConnectIfUnused } from './walletConnectSession'

/** Which namespaces to disconnect. */
export interface DisconnectTargets {
  namespace?: ChainNamespace
  all?: boolean
  /** Set false to keep the modal open. */
  closeModal?: boolean
}

/**
 * Disconnects the active namespace (or one named, or all) without touching sign-in (the `disconnect` action adds
 * that). Each namespace is cleared locally even when its wallet fails to disconnect; failures are reported
 * together as 'Failed to disconnect chains: ...'.
 */
export async function disconnectNamespaces(
  context: FlowContext,
  input: DisconnectTargets = {},
): Promise<void> {
  const state = context.store.getState()
  const targets = input.all
    ? connectedNamespaces(state)
    : [input.namespace ?? state.activeNamespace].filter((namespace) => namespace !== undefined)
  const failures: string[] = []
  let usedWalletConnect = false
  let usedEmbedded = false
  for (const namespace of targets) {
    const connectorId = context.store.getState().accounts[namespace]?.connectedWalletInfo?.id
    if (connectorId === WALLETCONNECT_CONNECTOR_ID) usedWalletConnect = true
    if (isEmbeddedConnector(namespace, connectorId)) usedEmbedded = true
    const adapter = context.adapters.get(namespace)
    try {
      if (adapter && connectorId) await adapter.disconnect(connectorId)
    } catch (error) {
      failures.push(`${namespace}: ${error instanceof Error ? error.message : String(error)}`)
    } finally {
      clearNamespace(context, namespace, input.closeModal === false)
    }
  }
  if (usedWalletConnect)
    await endWalletConnectIfUnused(context).catch((error: unknown) => {
      failures.push(`walletConnect: ${error instanceof Error ? error.message : String(error)}`)
    })
  // Signing out of the e-mail wallet once none of its accounts stays connected: the frame's session ends.
  if (usedEmbedded && !embeddedStillConnected(context)) {
    context.storage.remove('socialConnection')
    await loadEmbeddedWallet(context.latch, 'restore')
      .then((wallet) => wallet.signOut())
      .catch((error: unknown) => {
        failures.push(`embedded: ${error instanceof Error ? error.message : String(error)}`)
      })
  }
  if (failures.length > 0) throw new DisconnectChainsError(failures.join('; '))
}

function embeddedStillConnected(context: FlowContext): boolean {
  const { accounts } = context.store.getState()
  return Object.entries(accounts).some(
    ([namespace, account]) =>
      account?.status === 'connected' && isEmbeddedConnector(namespace, account.connectedWalletInfo?.id),
  )
}

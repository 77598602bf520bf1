import type { ChainNamespace } from '../caip/namespaces'
import { ConnectorNotFoundError, NoSessionError } from '../errors/catalogue'
import type { Latch } from '../latch/types'
import { fetchBalance } from './fetchBalance'
import { applyConnection } from './internal/applyConnection'
import { withFlowContext } from './internal/flowContext'
import { requireAdapter } from './internal/requireAdapter'
import { setActiveNamespace } from './setActiveNamespace'

/** Parameters of {@link switchConnection}: one of `state.connections[namespace]`. */
export interface SwitchConnectionParameters {
  namespace: ChainNamespace
  connectorId: string
}

/** {@link switchConnection} resolves once the connection is the active one. */
export type SwitchConnectionReturnType = void

/**
 * Multi-wallet mode: makes one of the kept connections the active one, for its namespace and as the active
 * namespace. Another wallet of the same namespace is restored through the adapter's `reconnect` (the wallet's
 * grant, no prompt), so signing and sending go to it; its account, wallet and balance replace the previous ones,
 * which stays in the list. A wallet that no longer grants the site anything leaves the list with
 * 'Error connecting to wallet: No session found'.
 */
export function switchConnection(
  latch: Latch,
  parameters: SwitchConnectionParameters,
): Promise<SwitchConnectionReturnType> {
  const { namespace, connectorId } = parameters
  return withFlowContext(latch, async (context) => {
    const state = context.store.getState()
    const kept = state.connections[namespace]?.find((connection) => connection.connectorId === connectorId)
    if (!kept) throw new ConnectorNotFoundError({ details: `${namespace}: ${connectorId}` })
    if (state.accounts[namespace]?.connectedWalletInfo?.id === connectorId) {
      setActiveNamespace(latch, { namespace })
      return
    }
    const adapter = requireAdapter(context, namespace)
    const restored = await adapter.reconnect({ connectorId, namespace, networkId: kept.networkId })
    if (!restored) {
      context.store.setState((current) => ({
        ...current,
        connections: {
          ...current.connections,
          [namespace]: (current.connections[namespace] ?? []).filter(
            (entry) => entry.connectorId !== connectorId,
          ),
        },
      }))
      throw new NoSessionError()
    }
    applyConnection(context, adapter, restored)
    void fetchBalance(latch, { namespace })
  })
}

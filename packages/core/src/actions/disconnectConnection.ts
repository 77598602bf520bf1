import type { ChainNamespace } from '../caip/namespaces'
import { DisconnectChainsError } from '../errors/catalogue'
import type { Latch } from '../latch/types'
import { disconnect } from './disconnect'
import { withFlowContext } from './internal/flowContext'
import { switchConnection } from './switchConnection'

/** Parameters of {@link disconnectConnection}: one of `state.connections[namespace]`. */
export interface DisconnectConnectionParameters {
  namespace: ChainNamespace
  connectorId: string
}

/** {@link disconnectConnection} resolves once the wallet has left. */
export type DisconnectConnectionReturnType = void

/**
 * Multi-wallet mode: disconnects one wallet and keeps the others. A wallet that is not its namespace's active one
 * just leaves the list; the active one hands over to the next kept wallet of its namespace, or, the last one, the
 * namespace disconnects as {@link disconnect} does (the modal stays open). A wallet that fails to disconnect still
 * leaves the list, and the error says 'Failed to disconnect chains: ...'.
 */
export function disconnectConnection(
  latch: Latch,
  parameters: DisconnectConnectionParameters,
): Promise<DisconnectConnectionReturnType> {
  const { namespace, connectorId } = parameters
  return withFlowContext(latch, async (context) => {
    const state = context.store.getState()
    const isActive = state.accounts[namespace]?.connectedWalletInfo?.id === connectorId
    const others = (state.connections[namespace] ?? []).filter((entry) => entry.connectorId !== connectorId)
    if (isActive && others.length === 0) {
      await disconnect(latch, { namespace, closeModal: false })
      return
    }
    let failure: unknown
    try {
      await context.adapters.get(namespace)?.disconnect(connectorId)
    } catch (error) {
      failure = error
    }
    context.store.setState((current) => ({
      ...current,
      connections: {
        ...current.connections,
        [namespace]: (current.connections[namespace] ?? []).filter(
          (entry) => entry.connectorId !== connectorId,
        ),
      },
    }))
    const saved = context.storage.get('connections')
    context.storage.set('connections', {
      ...saved,
      [namespace]: (saved?.[namespace] ?? []).filter((entry) => entry.connectorId !== connectorId),
    })
    const disconnected = context.storage.get('disconnectedConnectorIds') ?? {}
    const recorded = disconnected[namespace] ?? []
    if (!recorded.includes(connectorId))
      context.storage.set('disconnectedConnectorIds', {
        ...disconnected,
        [namespace]: [...recorded, connectorId],
      })
    const next = others.at(-1)
    if (isActive && next) await switchConnection(latch, { namespace, connectorId: next.connectorId })
    if (failure !== undefined)
      throw new DisconnectChainsError(
        `${namespace}: ${failure instanceof Error ? failure.message : String(failure)}`,
      )
  })
}

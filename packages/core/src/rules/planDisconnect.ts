import type { ChainNamespace } from '../caip/namespaces'

/** What the disconnect rule looks at. */
export interface DisconnectInput {
  namespace: ChainNamespace
  connectorId: string | undefined
  connectedNamespaces: readonly ChainNamespace[]
  disconnectedConnectorIds: Partial<Record<ChainNamespace, string[]>>
  /** The caller asked to keep the modal open. */
  keepModalOpen: boolean
  multiWallet: boolean
  /** Connections that stay after this one goes (any namespace). */
  remainingConnections: number
}

/** What disconnecting a namespace changes (spec §4). */
export interface DisconnectPlan {
  connectedNamespaces: ChainNamespace[]
  disconnectedConnectorIds: Partial<Record<ChainNamespace, string[]>>
  closeModal: boolean
}

/**
 * Disconnect (spec §4): remove the namespace from the stored connected namespaces, record the connector as
 * disconnected, and close the modal unless told otherwise or, in multi-wallet mode, other connections remain.
 */
export function planDisconnect(input: DisconnectInput): DisconnectPlan {
  const connectedNamespaces = input.connectedNamespaces.filter((namespace) => namespace !== input.namespace)
  const recorded = input.disconnectedConnectorIds[input.namespace] ?? []
  const disconnectedConnectorIds =
    input.connectorId && !recorded.includes(input.connectorId)
      ? { ...input.disconnectedConnectorIds, [input.namespace]: [...recorded, input.connectorId] }
      : { ...input.disconnectedConnectorIds }
  const othersRemainInMultiWallet = input.multiWallet && input.remainingConnections > 0
  return {
    connectedNamespaces,
    disconnectedConnectorIds,
    closeModal: !input.keepModalOpen && !othersRemainInMultiWallet,
  }
}

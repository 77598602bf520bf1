import type { Latch } from '../latch/types'
import { type DisconnectTargets, disconnectNamespaces } from './internal/disconnectNamespaces'
import { withFlowContext } from './internal/flowContext'

/** Parameters of {@link disconnect}: one namespace (default: the active one), or every namespace with `all`. */
export type DisconnectParameters = DisconnectTargets

/** {@link disconnect} resolves once every target namespace is cleared. */
export type DisconnectReturnType = void

/**
 * Disconnects one namespace (default: the active one), or every namespace with `all` (spec §4): the wallet is
 * told, the account and network reset, storage updated, the connector recorded as disconnected and the modal
 * closed (unless `closeModal: false`, or in multi-wallet mode while another connection remains). A namespace is
 * cleared even when its wallet fails to disconnect ('Failed to disconnect chains: ...'). Disconnecting signs
 * out: the session of the account that left is revoked.
 */
export function disconnect(
  latch: Latch,
  parameters: DisconnectParameters = {},
): Promise<DisconnectReturnType> {
  return withFlowContext(latch, async (context) => {
    const { store, options, logger } = context
    const state = store.getState()
    const namespace = parameters.namespace ?? state.activeNamespace
    const address = namespace ? state.accounts[namespace]?.address : undefined
    const chainId = namespace ? state.networks[namespace]?.caipNetwork?.id : undefined
    try {
      await disconnectNamespaces(context, parameters)
    } finally {
      if (options.siwx?.revokeSession && address && chainId && !parameters.all)
        await options.siwx.revokeSession(chainId, address).catch((error: unknown) => {
          logger.warn('could not revoke the sign-in session', error)
        })
      store.setState((current) => ({ ...current, signIn: { status: 'idle', hasSession: false } }))
    }
  })
}

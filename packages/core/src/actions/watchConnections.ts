import type { Connection } from '../adapter/types'
import type { ChainNamespace } from '../caip/namespaces'
import { clientCore } from '../latch/clientCore'
import type { Latch } from '../latch/types'
import { MULTI_WALLET_NOT_ENABLED } from '../notices/clientNotices'
import { remoteFeaturesInForce } from '../options/remoteFeaturesInForce'
import { watchStore } from '../store/createStore'
import { setAlert } from './internal/notices'

const NO_CONNECTIONS: readonly Connection[] = []

/** Parameters of {@link watchConnections}. */
export interface WatchConnectionsParameters {
  namespace: ChainNamespace
  /** Called with the namespace's connections whenever they change. */
  onChange(connections: readonly Connection[], previous: readonly Connection[]): void
}

/** {@link watchConnections} returns the function that stops watching. */
export type WatchConnectionsReturnType = () => void

/**
 * Calls `onChange` with a namespace's connections whenever they change. Without multi-wallet mode it still
 * works, and shows the 'multi-wallet not enabled' info alert (spec §8).
 */
export function watchConnections(
  latch: Latch,
  parameters: WatchConnectionsParameters,
): WatchConnectionsReturnType {
  const core = clientCore(latch)
  if (!remoteFeaturesInForce(core.store.getState(), core.options).multiWallet)
    setAlert(core, MULTI_WALLET_NOT_ENABLED)
  const { namespace, onChange } = parameters
  return watchStore(core.store, (state) => state.connections[namespace] ?? NO_CONNECTIONS, onChange)
}

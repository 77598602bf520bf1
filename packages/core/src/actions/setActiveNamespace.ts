import type { ChainNamespace } from '../caip/namespaces'
import { clientCore } from '../latch/clientCore'
import type { Latch } from '../latch/types'

/** Parameters of {@link setActiveNamespace}. */
export interface SetActiveNamespaceParameters {
  namespace: ChainNamespace
}

/** {@link setActiveNamespace} returns nothing; the namespace is `state.activeNamespace`. */
export type SetActiveNamespaceReturnType = void

/**
 * Makes `namespace` the active one (the one the buttons and the Account view show) and stores it; the write waits
 * for the storage service when it is not in yet. A namespace that is not connected is logged as a warning.
 */
export function setActiveNamespace(
  latch: Latch,
  parameters: SetActiveNamespaceParameters,
): SetActiveNamespaceReturnType {
  const { store, logger, withStorage } = clientCore(latch)
  const { namespace } = parameters
  if (store.getState().accounts[namespace]?.status !== 'connected') {
    logger.warn('Inactive namespace not connected', { namespace })
  }
  store.setState((state) => ({ ...state, activeNamespace: namespace }))
  withStorage('active namespace not stored', (storage) => storage.set('activeNamespace', namespace))
}

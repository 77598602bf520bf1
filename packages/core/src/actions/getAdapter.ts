import type { ChainAdapter } from '../adapter/types'
import type { ChainNamespace } from '../caip/namespaces'
import { clientCore } from '../latch/clientCore'
import type { Latch } from '../latch/types'

/** Parameters of {@link getAdapter}. */
export interface GetAdapterParameters {
  namespace: ChainNamespace
}

/** The host's adapter of that namespace, or undefined. */
export type GetAdapterReturnType = ChainAdapter | undefined

/** The adapter the host passed for a namespace (e.g. to read a capability: `getAdapter(...)?.sendTransfer`). */
export function getAdapter(latch: Latch, parameters: GetAdapterParameters): GetAdapterReturnType {
  return clientCore(latch).adapters.get(parameters.namespace)
}

import type { ChainNamespace } from './namespaces'
import type { CaipNetwork } from './types'

/** What a network is besides its CAIP-2 id: its name, native currency, RPC and explorer. */
export type CaipNetworkDetails = Omit<CaipNetwork, 'id' | 'namespace' | 'reference'>

/**
 * A network from its CAIP-2 namespace and reference; the id is made from the two, so it cannot disagree with them.
 * Pure: a network constant no page uses is dropped by the bundler (write `/* @__PURE__ *\/ caipNetwork(...)`).
 */
export function caipNetwork(
  namespace: ChainNamespace,
  reference: string,
  details: CaipNetworkDetails,
): CaipNetwork {
  return { id: `${namespace}:${reference}`, namespace, reference, ...details }
}

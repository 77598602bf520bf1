import type { ChainNamespace } from '../caip/namespaces'
import type { CaipNetwork } from '../caip/types'

/** The network a namespace starts on: the host's default network when it is in that namespace, else its first one. */
export function defaultNetworkFor(
  networks: readonly CaipNetwork[],
  namespace: ChainNamespace,
  defaultNetwork: CaipNetwork | undefined,
): CaipNetwork | undefined {
  if (defaultNetwork?.namespace === namespace) return defaultNetwork
  return networks.find((network) => network.namespace === namespace)
}

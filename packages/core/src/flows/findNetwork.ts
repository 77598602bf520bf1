import type { ChainNamespace } from '../caip/namespaces'
import type { CaipNetwork, CaipNetworkId } from '../caip/types'

/** The configured network with `id`, or a placeholder for a network the host did not configure. */
export function findNetwork(
  networks: readonly CaipNetwork[],
  id: CaipNetworkId,
  namespace: ChainNamespace,
): CaipNetwork {
  const configured = networks.find((network) => network.id === id)
  if (configured) return configured
  const reference = id.slice(id.indexOf(':') + 1)
  return {
    id,
    namespace,
    reference,
    name: `Unknown network (${id})`,
    nativeCurrency: { name: '', symbol: '', decimals: 0 },
    rpcUrls: [],
  }
}

/** The network a namespace starts on: the host's default network when it is in that namespace, else its first one. */
export function defaultNetworkFor(
  networks: readonly CaipNetwork[],
  namespace: ChainNamespace,
  defaultNetwork: CaipNetwork | undefined,
): CaipNetwork | undefined {
  if (defaultNetwork?.namespace === namespace) return defaultNetwork
  return networks.find((network) => network.namespace === namespace)
}

import type { ChainNamespace } from '../../caip/namespaces'
import type { CaipNetwork, CaipNetworkId } from '../../caip/types'

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

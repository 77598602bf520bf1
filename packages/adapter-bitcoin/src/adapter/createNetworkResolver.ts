import { type AdapterContext, type CaipNetwork, type CaipNetworkId, UnsupportedChainError } from '@latch/core'
import { type NetworkFacts, networkFacts } from '../networks/networkFacts'

/** Finds the host's Bitcoin networks, their facts and their Esplora base URLs (host overrides first). */
export interface NetworkResolver {
  /** A configured network that the adapter knows the facts of; else `UnsupportedChainError`. */
  network(networkId: CaipNetworkId): CaipNetwork & { facts: NetworkFacts }
  /** The host's first Bitcoin network. */
  defaultNetwork(): CaipNetwork
  /** The Esplora REST base of a configured network: `customRpcUrls` first, else the network's own `rpcUrls`. */
  esploraUrl(networkId: CaipNetworkId): string
}

export function createNetworkResolver(context: () => AdapterContext): NetworkResolver {
  const network = (networkId: CaipNetworkId) => {
    const found = context().networks.find((candidate) => candidate.id === networkId)
    const facts = networkFacts(networkId)
    if (!found || !facts) throw new UnsupportedChainError({ details: networkId })
    return { ...found, facts }
  }
  return {
    network,
    defaultNetwork: () => {
      const first = context().networks[0]
      if (!first) throw new UnsupportedChainError({ details: 'no Bitcoin network is configured' })
      return first
    },
    esploraUrl: (networkId) => {
      const url = context().customRpcUrls[networkId]?.[0] ?? network(networkId).rpcUrls[0]
      if (!url) throw new UnsupportedChainError({ details: `${networkId} has no Esplora URL` })
      return url
    },
  }
}

import { type AdapterContext, type CaipNetwork, type CaipNetworkId, UnsupportedChainError } from '@latch/core'

/** Finds the host's Sui networks and their RPC URLs (host overrides first). */
export interface NetworkResolver {
  network(networkId: CaipNetworkId): CaipNetwork
  /** The network a connection uses when none is asked for: the last selected, else the host's first. */
  defaultNetwork(): CaipNetwork
  /** The RPC URL of a configured network: the host's custom URL first, else the network's own. */
  rpcUrl(networkId: CaipNetworkId): string
}

/** Builds the resolver over the host's configuration; an unknown network is `UnsupportedChainError`. */
export function createNetworkResolver(context: () => AdapterContext): NetworkResolver {
  const network = (networkId: CaipNetworkId): CaipNetwork => {
    const found = context().networks.find((candidate) => candidate.id === networkId)
    if (!found) throw new UnsupportedChainError({ details: networkId })
    return found
  }
  return {
    network,
    defaultNetwork: () => {
      const first = context().networks[0]
      if (!first) throw new UnsupportedChainError({ details: 'no Sui network is configured' })
      return first
    },
    rpcUrl: (networkId) => {
      const url = context().customRpcUrls[networkId]?.[0] ?? network(networkId).rpcUrls[0]
      if (!url) throw new UnsupportedChainError({ details: `${networkId} has no RPC URL` })
      return url
    },
  }
}

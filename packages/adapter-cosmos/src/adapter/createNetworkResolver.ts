import { type AdapterContext, type CaipNetwork, type CaipNetworkId, UnsupportedChainError } from '@latch/core'
import { cosmosChainOf } from '../networks/cosmosChainOf'
import type { CosmosChain } from '../networks/cosmosNetwork'

/** A host network with its Cosmos facts. */
export interface ResolvedNetwork {
  network: CaipNetwork
  chain: CosmosChain
}

/** Finds the host's Cosmos networks, their facts and RPC URLs (host overrides first). */
export interface NetworkResolver {
  resolve(networkId: CaipNetworkId): ResolvedNetwork
  /** The network a connection uses when none is asked for: the last selected, else the host's first. */
  defaultNetwork(): CaipNetwork
  all(): readonly CaipNetwork[]
  rpcUrl(networkId: CaipNetworkId): string
}

/** Builds the resolver over the host's configuration; an unknown network is `UnsupportedChainError`. */
export function createNetworkResolver(context: () => AdapterContext): NetworkResolver {
  const find = (networkId: CaipNetworkId): CaipNetwork => {
    const found = context().networks.find((candidate) => candidate.id === networkId)
    if (!found) throw new UnsupportedChainError({ details: networkId })
    return found
  }
  return {
    resolve: (networkId) => {
      const network = find(networkId)
      return { network, chain: cosmosChainOf(network) }
    },
    defaultNetwork: () => {
      const first = context().networks[0]
      if (!first) throw new UnsupportedChainError({ details: 'no Cosmos network is configured' })
      return first
    },
    all: () => context().networks,
    rpcUrl: (networkId) => {
      const url = context().customRpcUrls[networkId]?.[0] ?? find(networkId).rpcUrls[0]
      if (!url) throw new UnsupportedChainError({ details: `${networkId} has no RPC URL` })
      return url
    },
  }
}

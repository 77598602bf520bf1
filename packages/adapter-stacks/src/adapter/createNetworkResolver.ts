import { type AdapterContext, type CaipNetwork, type CaipNetworkId, UnsupportedChainError } from '@latch/core'
import { type StacksNetworkFacts, stacksNetworkFacts } from '../networks/stacksNetworks'

/** Finds the host's Stacks networks, their facts and their Stacks API base URLs (host overrides first). */
export interface NetworkResolver {
  network(networkId: CaipNetworkId): CaipNetwork & { facts: StacksNetworkFacts }
  /** The host's first Stacks network: what a connection uses when none is asked for. */
  defaultNetwork(): CaipNetwork
  /** The Stacks API base URL of a configured network: `customRpcUrls` first, else the network's own. */
  apiUrl(networkId: CaipNetworkId): string
}

/** Builds the resolver; a network that is not configured, or not Stacks mainnet / testnet, is `UnsupportedChainError`. */
export function createNetworkResolver(context: () => AdapterContext): NetworkResolver {
  const network = (networkId: CaipNetworkId) => {
    const found = context().networks.find((candidate) => candidate.id === networkId)
    const facts = stacksNetworkFacts(networkId)
    if (!found || !facts) throw new UnsupportedChainError({ details: networkId })
    return { ...found, facts }
  }
  return {
    network,
    defaultNetwork: () => {
      const first = context().networks.find((candidate) => stacksNetworkFacts(candidate.id))
      if (!first) throw new UnsupportedChainError({ details: 'no Stacks network is configured' })
      return first
    },
    apiUrl: (networkId) => {
      const url = context().customRpcUrls[networkId]?.[0] ?? network(networkId).rpcUrls[0]
      if (!url) throw new UnsupportedChainError({ details: `${networkId} has no Stacks API URL` })
      return url
    },
  }
}

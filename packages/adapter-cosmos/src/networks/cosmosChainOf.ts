import { type CaipNetwork, UnsupportedChainError } from '@latch/core'
import type { CosmosChain, CosmosNetwork } from './cosmosNetwork'

/** The Cosmos facts of a host network; a network without them is unsupported (it cannot be read or enabled). */
export function cosmosChainOf(network: CaipNetwork): CosmosChain {
  const chain = (network as Partial<CosmosNetwork>).cosmos
  if (
    !chain ||
    typeof chain.chainId !== 'string' ||
    typeof chain.bech32Prefix !== 'string' ||
    typeof chain.denom !== 'string'
  ) {
    throw new UnsupportedChainError({
      details: `${network.id} has no Cosmos chain facts: build it with defineCosmosNetwork()`,
    })
  }
  return chain
}

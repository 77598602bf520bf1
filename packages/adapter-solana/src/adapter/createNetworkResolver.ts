import { type AdapterContext, type CaipNetwork, type CaipNetworkId, UnsupportedChainError } from '@latch/core'
import type { Commitment, Connection } from '@solana/web3.js'
import { createRpcConnection } from '../rpc/createRpcConnection'

/** Finds the host's Solana networks and their RPC connections (host overrides first). */
export interface NetworkResolver {
  network(networkId: CaipNetworkId): CaipNetwork
  /** The network a connection uses when none is asked for: the last selected, else the host's first. */
  defaultNetwork(): CaipNetwork
  connection(networkId: CaipNetworkId): Connection
}

/** Builds the resolver over the host's configuration; an unknown network is `UnsupportedChainError`. */
export function createNetworkResolver(
  context: () => AdapterContext,
  options: { commitment: Commitment; timeoutMs: number },
): NetworkResolver {
  const connections = new Map<string, Connection>()
  const network = (networkId: CaipNetworkId): CaipNetwork => {
    const found = context().networks.find((candidate) => candidate.id === networkId)
    if (!found) throw new UnsupportedChainError({ details: networkId })
    return found
  }
  return {
    network,
    defaultNetwork: () => {
      const first = context().networks[0]
      if (!first) throw new UnsupportedChainError({ details: 'no Solana network is configured' })
      return first
    },
    connection: (networkId) => {
      const url = context().customRpcUrls[networkId]?.[0] ?? network(networkId).rpcUrls[0]
      if (!url) throw new UnsupportedChainError({ details: `${networkId} has no RPC URL` })
      let connection = connections.get(url)
      if (!connection) {
        connection = createRpcConnection(url, options)
        connections.set(url, connection)
      }
      return connection
    },
  }
}

import { StargateClient } from '@cosmjs/stargate'
import type { Balance, CaipAddress, CaipNetworkId, NetworkResolver } from '@latch/core'
import {
  InvalidAddressError,
  parseCaipAddress,
  toBalance,
  toLatchError,
  WalletRequestError,
} from '@latch/core'
import type { CosmosAdapterOptions } from '../adapter/types'
import { isCosmosAddress } from '../address/decodeCosmosAddress'
import type { CosmosChain } from '../networks/cosmosNetwork'
import { verifyCosmosSignature } from '../siwx/verifyCosmosSignature'

/** The adapter methods that need @cosmjs, loaded on demand by `cosmosAdapter`. */
export interface CosmosRuntime {
  getBalance(input: { address: CaipAddress }): Promise<Balance>
  verifySignature(input: { message: string; signature: string; address: CaipAddress }): Promise<boolean>
}

function withTimeout<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new WalletRequestError({ details: `${what} timed out after ${ms} ms` })),
      ms,
    )
  })
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer))
}

/** Creates the @cosmjs half of the cosmos adapter: balances over CometBFT RPC and ADR-36 verification. */
export function createCosmosRuntime(host: {
  networks: NetworkResolver<CosmosChain>
  options: Pick<CosmosAdapterOptions, 'rpcTimeoutMs'>
}): CosmosRuntime {
  // One client per RPC URL; a failed connect is forgotten so the next read tries again.
  const clients = new Map<string, Promise<StargateClient>>()
  const client = (networkId: CaipNetworkId): Promise<StargateClient> => {
    const url = host.networks.rpcUrl(networkId)
    let found = clients.get(url)
    if (!found) {
      found = StargateClient.connect(url)
      clients.set(url, found)
      found.catch(() => clients.delete(url))
    }
    return found
  }
  return {
    getBalance: async ({ address }) => {
      const parsed = parseCaipAddress(address)
      const network = host.networks.network(parsed.networkId)
      const chain = network.facts
      if (!isCosmosAddress(parsed.address, chain.bech32Prefix)) {
        throw new InvalidAddressError({ details: address })
      }
      try {
        const read = async () => (await client(network.id)).getBalance(parsed.address, chain.denom)
        const coin = await withTimeout(read(), host.options.rpcTimeoutMs ?? 15_000, `${network.id} balance`)
        return toBalance(BigInt(coin.amount), network.nativeCurrency)
      } catch (error) {
        throw toLatchError(error)
      }
    },
    verifySignature: (input) => verifyCosmosSignature(input),
  }
}

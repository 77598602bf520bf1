import type { CaipNetwork } from '@latch/core'
import type { Chain } from 'viem'
import { base, mainnet, sepolia } from 'viem/chains'

// Chains whose ENS contracts viem knows; a CaipNetwork does not carry contract addresses.
const KNOWN_CHAINS: ReadonlyMap<number, Chain> = new Map(
  [mainnet, sepolia, base].map((chain) => [chain.id, chain]),
)

/**
 * Builds the viem chain for a configured network: the host's custom RPC URLs first, then the network's own.
 * Known chains keep viem's contracts (ENS universal resolver, multicall).
 */
export function toViemChain(network: CaipNetwork, customRpcUrls: readonly string[] = []): Chain {
  const id = Number(network.reference)
  const known = KNOWN_CHAINS.get(id)
  const http = [...new Set([...customRpcUrls, ...network.rpcUrls])]
  return {
    ...(known ?? {}),
    id,
    name: network.name,
    nativeCurrency: { ...network.nativeCurrency },
    rpcUrls: { default: { http } },
    ...(network.blockExplorerUrl
      ? { blockExplorers: { default: { name: 'Explorer', url: network.blockExplorerUrl } } }
      : {}),
    ...(network.testnet ? { testnet: true } : {}),
  }
}

/** True when the chain has an ENS universal resolver (names and avatars can be looked up there). */
export function hasEns(chain: Chain | undefined): boolean {
  return Boolean(chain?.contracts?.ensUniversalResolver)
}

import type { CaipNetwork } from '@latch/core'
import { base as viemBase, mainnet as viemMainnet, sepolia as viemSepolia } from 'viem/chains'
import { evmNetwork } from './evmNetwork'

/** Ethereum mainnet (`eip155:1`), where ENS names live. */
export const mainnet: CaipNetwork = evmNetwork(viemMainnet)

/** Sepolia testnet (`eip155:11155111`). */
export const sepolia: CaipNetwork = evmNetwork(viemSepolia)

/** Base (`eip155:8453`). */
export const base: CaipNetwork = evmNetwork(viemBase)

/** A local anvil node with its default chain id (`eip155:31337`) on its default port; pass another URL if needed. */
export function anvilLocal(rpcUrl = 'http://127.0.0.1:8545', chainId = 31337): CaipNetwork {
  return {
    id: `eip155:${chainId}`,
    namespace: 'eip155',
    reference: String(chainId),
    name: chainId === 31337 ? 'Anvil' : `Anvil ${chainId}`,
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: [rpcUrl],
    testnet: true,
  }
}

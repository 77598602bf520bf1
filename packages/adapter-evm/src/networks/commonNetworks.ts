import type { CaipNetwork } from '@latch/core'

// Written out rather than taken from 'viem/chains': viem's `base` carries the OP Stack formatters and
// serializers (about 15 KiB gzip), which the host would pay on first load. networks.test.ts checks each one
// still equals `evmNetwork(<viem chain>)`.

/** Ethereum mainnet (`eip155:1`), where ENS names live. */
export const mainnet: CaipNetwork = {
  id: 'eip155:1',
  namespace: 'eip155',
  reference: '1',
  name: 'Ethereum',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: ['https://ethereum.reth.rs/rpc'],
  blockExplorerUrl: 'https://etherscan.io',
}

/** Sepolia testnet (`eip155:11155111`). */
export const sepolia: CaipNetwork = {
  id: 'eip155:11155111',
  namespace: 'eip155',
  reference: '11155111',
  name: 'Sepolia',
  nativeCurrency: { name: 'Sepolia Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: ['https://11155111.rpc.thirdweb.com'],
  blockExplorerUrl: 'https://sepolia.etherscan.io',
  testnet: true,
}

/** Base (`eip155:8453`). */
export const base: CaipNetwork = {
  id: 'eip155:8453',
  namespace: 'eip155',
  reference: '8453',
  name: 'Base',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: ['https://mainnet.base.org'],
  blockExplorerUrl: 'https://basescan.org',
}

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

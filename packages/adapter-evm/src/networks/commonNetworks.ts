import type { CaipNetwork } from '@latch/core'

export { base, mainnet, sepolia } from './evmNetworks'

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

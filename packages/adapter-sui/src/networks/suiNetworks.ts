import { type CaipNetwork, caipNetwork } from '@latch/core'

const SUI = { name: 'Sui', symbol: 'SUI', decimals: 9 } as const

/** A public Sui cluster. Sui's CAIP-2 ids are the Wallet Standard chain names (`sui:mainnet`). */
function suiCluster(cluster: 'mainnet' | 'testnet' | 'devnet', name: string): CaipNetwork {
  return caipNetwork('sui', cluster, {
    name,
    nativeCurrency: SUI,
    rpcUrls: [`https://fullnode.${cluster}.sui.io:443`],
    blockExplorerUrl: `https://suiscan.xyz/${cluster}`,
    testnet: cluster !== 'mainnet',
  })
}

export const suiMainnet: CaipNetwork = /* @__PURE__ */ suiCluster('mainnet', 'Sui')
export const suiTestnet: CaipNetwork = /* @__PURE__ */ suiCluster('testnet', 'Sui Testnet')
export const suiDevnet: CaipNetwork = /* @__PURE__ */ suiCluster('devnet', 'Sui Devnet')

/** A local Sui network (`sui start`, or the test server) at `rpcUrl`; default `http://127.0.0.1:9000`. */
export function suiLocalnet(rpcUrl = 'http://127.0.0.1:9000'): CaipNetwork {
  return caipNetwork('sui', 'localnet', {
    name: 'Sui Localnet',
    nativeCurrency: SUI,
    rpcUrls: [rpcUrl],
    testnet: true,
  })
}

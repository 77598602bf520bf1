import { type CaipNetwork, caipNetwork } from '@latch/core'

const SOL = { name: 'Solana', symbol: 'SOL', decimals: 9 } as const

/** A public Solana cluster; its CAIP-2 reference is the first 32 characters of its genesis hash. */
function solanaCluster(
  reference: string,
  cluster: 'mainnet-beta' | 'devnet' | 'testnet',
  name: string,
): CaipNetwork {
  const mainnet = cluster === 'mainnet-beta'
  return caipNetwork('solana', reference, {
    name,
    nativeCurrency: SOL,
    rpcUrls: [`https://api.${cluster}.solana.com`],
    blockExplorerUrl: mainnet
      ? 'https://explorer.solana.com'
      : `https://explorer.solana.com/?cluster=${cluster}`,
    testnet: !mainnet,
  })
}

export const solanaMainnet: CaipNetwork = /* @__PURE__ */ solanaCluster(
  '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
  'mainnet-beta',
  'Solana',
)
export const solanaDevnet: CaipNetwork = /* @__PURE__ */ solanaCluster(
  'EtWTRABZaYq6iMfeYKouRu166VU2xqa1',
  'devnet',
  'Solana Devnet',
)
export const solanaTestnet: CaipNetwork = /* @__PURE__ */ solanaCluster(
  '4uhcVJyU9pJkvQyS88uRDiswHXSCkY3z',
  'testnet',
  'Solana Testnet',
)

/**
 * A local cluster (solana-test-validator, or the SVM test server) at `rpcUrl`. Its CAIP-2 reference is the
 * first 32 characters of `genesisHash` when given, else `localnet` (the id a Wallet Standard wallet uses).
 */
export function solanaLocalnet(rpcUrl: string, genesisHash?: string): CaipNetwork {
  const reference = genesisHash ? genesisHash.slice(0, 32) : 'localnet'
  return caipNetwork('solana', reference, {
    name: 'Solana Localnet',
    nativeCurrency: SOL,
    rpcUrls: [rpcUrl],
    testnet: true,
  })
}

import { type CaipNetwork, caipNetwork } from '@latch/core'

const SOL = { name: 'Solana', symbol: 'SOL', decimals: 9 } as const

/** Solana mainnet-beta (CAIP-2: the first 32 characters of its genesis hash). */
export const solanaMainnet: CaipNetwork = /* @__PURE__ */ caipNetwork(
  'solana',
  '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
  {
    name: 'Solana',
    nativeCurrency: SOL,
    rpcUrls: ['https://api.mainnet-beta.solana.com'],
    blockExplorerUrl: 'https://explorer.solana.com',
  },
)

/** Solana devnet. */
export const solanaDevnet: CaipNetwork = /* @__PURE__ */ caipNetwork(
  'solana',
  'EtWTRABZaYq6iMfeYKouRu166VU2xqa1',
  {
    name: 'Solana Devnet',
    nativeCurrency: SOL,
    rpcUrls: ['https://api.devnet.solana.com'],
    blockExplorerUrl: 'https://explorer.solana.com/?cluster=devnet',
    testnet: true,
  },
)

/** Solana testnet. */
export const solanaTestnet: CaipNetwork = /* @__PURE__ */ caipNetwork(
  'solana',
  '4uhcVJyU9pJkvQyS88uRDiswHXSCkY3z',
  {
    name: 'Solana Testnet',
    nativeCurrency: SOL,
    rpcUrls: ['https://api.testnet.solana.com'],
    blockExplorerUrl: 'https://explorer.solana.com/?cluster=testnet',
    testnet: true,
  },
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

import { type CaipNetwork, caipNetwork } from '@latch/core'

const SUI = { name: 'Sui', symbol: 'SUI', decimals: 9 } as const

/** Sui mainnet. Sui's CAIP-2 ids are the Wallet Standard chain names (`sui:mainnet`). */
export const suiMainnet: CaipNetwork = /* @__PURE__ */ caipNetwork('sui', 'mainnet', {
  name: 'Sui',
  nativeCurrency: SUI,
  rpcUrls: ['https://fullnode.mainnet.sui.io:443'],
  blockExplorerUrl: 'https://suiscan.xyz/mainnet',
})

/** Sui testnet. */
export const suiTestnet: CaipNetwork = /* @__PURE__ */ caipNetwork('sui', 'testnet', {
  name: 'Sui Testnet',
  nativeCurrency: SUI,
  rpcUrls: ['https://fullnode.testnet.sui.io:443'],
  blockExplorerUrl: 'https://suiscan.xyz/testnet',
  testnet: true,
})

/** Sui devnet. */
export const suiDevnet: CaipNetwork = /* @__PURE__ */ caipNetwork('sui', 'devnet', {
  name: 'Sui Devnet',
  nativeCurrency: SUI,
  rpcUrls: ['https://fullnode.devnet.sui.io:443'],
  blockExplorerUrl: 'https://suiscan.xyz/devnet',
  testnet: true,
})

/** A local Sui network (`sui start`, or the test server) at `rpcUrl`; default `http://127.0.0.1:9000`. */
export function suiLocalnet(rpcUrl = 'http://127.0.0.1:9000'): CaipNetwork {
  return caipNetwork('sui', 'localnet', {
    name: 'Sui Localnet',
    nativeCurrency: SUI,
    rpcUrls: [rpcUrl],
    testnet: true,
  })
}

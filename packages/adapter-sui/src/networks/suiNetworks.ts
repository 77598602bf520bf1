import type { CaipNetwork } from '@latch/core'

const SUI = { name: 'Sui', symbol: 'SUI', decimals: 9 } as const

/** Sui mainnet. Sui's CAIP-2 ids are the Wallet Standard chain names (`sui:mainnet`). */
export const suiMainnet: CaipNetwork = {
  id: 'sui:mainnet',
  namespace: 'sui',
  reference: 'mainnet',
  name: 'Sui',
  nativeCurrency: SUI,
  rpcUrls: ['https://fullnode.mainnet.sui.io:443'],
  blockExplorerUrl: 'https://suiscan.xyz/mainnet',
}

/** Sui testnet. */
export const suiTestnet: CaipNetwork = {
  id: 'sui:testnet',
  namespace: 'sui',
  reference: 'testnet',
  name: 'Sui Testnet',
  nativeCurrency: SUI,
  rpcUrls: ['https://fullnode.testnet.sui.io:443'],
  blockExplorerUrl: 'https://suiscan.xyz/testnet',
  testnet: true,
}

/** Sui devnet. */
export const suiDevnet: CaipNetwork = {
  id: 'sui:devnet',
  namespace: 'sui',
  reference: 'devnet',
  name: 'Sui Devnet',
  nativeCurrency: SUI,
  rpcUrls: ['https://fullnode.devnet.sui.io:443'],
  blockExplorerUrl: 'https://suiscan.xyz/devnet',
  testnet: true,
}

/** A local Sui network (`sui start`, or the test server) at `rpcUrl`; default `http://127.0.0.1:9000`. */
export function suiLocalnet(rpcUrl = 'http://127.0.0.1:9000'): CaipNetwork {
  return {
    id: 'sui:localnet',
    namespace: 'sui',
    reference: 'localnet',
    name: 'Sui Localnet',
    nativeCurrency: SUI,
    rpcUrls: [rpcUrl],
    testnet: true,
  }
}

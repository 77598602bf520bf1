import { type CaipNetwork, caipNetwork } from '@latch/core'

const STX = { name: 'Stacks', symbol: 'STX', decimals: 6 } as const

/** Stacks mainnet: CAIP-2 `stacks:1` (chain id 0x00000001), reads from the Hiro Stacks API. */
export const stacksMainnet: CaipNetwork = /* @__PURE__ */ caipNetwork('stacks', '1', {
  name: 'Stacks',
  nativeCurrency: STX,
  rpcUrls: ['https://api.mainnet.hiro.so'],
  blockExplorerUrl: 'https://explorer.hiro.so',
})

/** Stacks testnet: CAIP-2 `stacks:2147483648` (chain id 0x80000000); devnets share this chain id. */
export const stacksTestnet: CaipNetwork = /* @__PURE__ */ caipNetwork('stacks', '2147483648', {
  name: 'Stacks Testnet',
  nativeCurrency: STX,
  rpcUrls: ['https://api.testnet.hiro.so'],
  blockExplorerUrl: 'https://explorer.hiro.so/?chain=testnet',
  testnet: true,
})

export {
  BITCOIN_MAINNET_ID,
  BITCOIN_TESTNET_ID,
  type StacksNetworkFacts,
  stacksNetworkFacts,
} from './stacksNetworkFacts'

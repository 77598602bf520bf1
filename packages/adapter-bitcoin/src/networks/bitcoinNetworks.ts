import { type CaipNetwork, caipNetwork } from '@latch/core'

// No spread in the arguments: a bundler then drops the networks a page does not import (issue 39).
const BTC = { name: 'Bitcoin', symbol: 'BTC', decimals: 8 } as const

// CAIP-2 references of the bip122 namespace are the first 32 hex characters of the genesis block hash.

/** Bitcoin mainnet; `rpcUrls` is the Esplora REST base (mempool.space's public API). */
export const bitcoinMainnet: CaipNetwork = /* @__PURE__ */ caipNetwork(
  'bip122',
  '000000000019d6689c085ae165831e93',
  {
    name: 'Bitcoin',
    nativeCurrency: BTC,
    rpcUrls: ['https://mempool.space/api'],
    blockExplorerUrl: 'https://mempool.space',
  },
)

/** Bitcoin testnet4 (BIP-94). */
export const bitcoinTestnet4: CaipNetwork = /* @__PURE__ */ caipNetwork(
  'bip122',
  '00000000da84f2bafbbc53dee25a72ae',
  {
    name: 'Bitcoin Testnet4',
    nativeCurrency: { name: 'Testnet Bitcoin', symbol: 'tBTC', decimals: 8 },
    rpcUrls: ['https://mempool.space/testnet4/api'],
    blockExplorerUrl: 'https://mempool.space/testnet4',
    testnet: true,
  },
)

/** Bitcoin signet (the default signet of BIP-325). */
export const bitcoinSignet: CaipNetwork = /* @__PURE__ */ caipNetwork(
  'bip122',
  '00000008819873e925422c1ff0f99f7c',
  {
    name: 'Bitcoin Signet',
    nativeCurrency: { name: 'Signet Bitcoin', symbol: 'sBTC', decimals: 8 },
    rpcUrls: ['https://mempool.space/signet/api'],
    blockExplorerUrl: 'https://mempool.space/signet',
    testnet: true,
  },
)

/** Bitcoin regtest, for a local node or test bed; point `rpcUrls` (or `customRpcUrls`) at its Esplora API. */
export const bitcoinRegtest: CaipNetwork = /* @__PURE__ */ caipNetwork(
  'bip122',
  '0f9188f13cb7b2c71f2a335e3a4fc328',
  {
    name: 'Bitcoin Regtest',
    nativeCurrency: { name: 'Regtest Bitcoin', symbol: 'rBTC', decimals: 8 },
    rpcUrls: ['http://127.0.0.1:3002'],
    testnet: true,
  },
)

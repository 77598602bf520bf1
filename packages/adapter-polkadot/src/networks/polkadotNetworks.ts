import type { CaipNetwork, CaipNetworkId } from '@latch/core'

/** A Polkadot-namespace network with the facts the adapter needs besides core's fields. */
export interface PolkadotNetwork extends CaipNetwork {
  /** 0x-prefixed genesis hash; the CAIP-2 reference is its first 32 hex characters. */
  genesisHash: `0x${string}`
  /** The SS58 address prefix accounts are shown in on this network. */
  ss58Prefix: number
}

/** The SS58 prefix of networks that do not say (the generic Substrate format). */
export const GENERIC_SS58_PREFIX = 42

/** The CAIP-2 id of a chain, per the polkadot namespace profile: the first 32 hex characters of its genesis hash. */
export function polkadotNetworkId(genesisHash: string): CaipNetworkId {
  return `polkadot:${genesisHash.replace(/^0x/, '').slice(0, 32).toLowerCase()}`
}

// The networks below are plain data (what polkadotNetworkId gives is spelled out; the tests check it): a builder
// would be first-load code on every page that names one (issue 39).

/** The Polkadot relay chain (`polkadot:91b171bb158e2d3848fa23a9f1c25182`), DOT, SS58 prefix 0. */
export const polkadot: PolkadotNetwork = {
  id: 'polkadot:91b171bb158e2d3848fa23a9f1c25182',
  namespace: 'polkadot',
  reference: '91b171bb158e2d3848fa23a9f1c25182',
  name: 'Polkadot',
  nativeCurrency: { name: 'Polkadot', symbol: 'DOT', decimals: 10 },
  rpcUrls: ['wss://rpc.polkadot.io'],
  blockExplorerUrl: 'https://polkadot.subscan.io',
  genesisHash: '0x91b171bb158e2d3848fa23a9f1c25182fb8e20313b2c1eb49219da7a70ce90c3',
  ss58Prefix: 0,
}

/** The Kusama relay chain (`polkadot:b0a8d493285c2df73290dfb7e61f870f`), KSM, SS58 prefix 2. */
export const kusama: PolkadotNetwork = {
  id: 'polkadot:b0a8d493285c2df73290dfb7e61f870f',
  namespace: 'polkadot',
  reference: 'b0a8d493285c2df73290dfb7e61f870f',
  name: 'Kusama',
  nativeCurrency: { name: 'Kusama', symbol: 'KSM', decimals: 12 },
  rpcUrls: ['wss://kusama-rpc.polkadot.io'],
  blockExplorerUrl: 'https://kusama.subscan.io',
  genesisHash: '0xb0a8d493285c2df73290dfb7e61f870f17b41801197a149ca93654499ea3dafe',
  ss58Prefix: 2,
}

/** The Westend test network (`polkadot:e143f23803ac50e8f6f8e62695d1ce9e`), WND, SS58 prefix 42. */
export const westend: PolkadotNetwork = {
  id: 'polkadot:e143f23803ac50e8f6f8e62695d1ce9e',
  namespace: 'polkadot',
  reference: 'e143f23803ac50e8f6f8e62695d1ce9e',
  name: 'Westend',
  nativeCurrency: { name: 'Westend', symbol: 'WND', decimals: 12 },
  rpcUrls: ['wss://westend-rpc.polkadot.io'],
  blockExplorerUrl: 'https://westend.subscan.io',
  testnet: true,
  genesisHash: '0xe143f23803ac50e8f6f8e62695d1ce9e4e1d68aa36c1cd2cfd15340213f3423e',
  ss58Prefix: 42,
}

/** The Paseo test network (`polkadot:77afd6190f1554ad45fd0d31aee62aac`), PAS, SS58 prefix 42. */
export const paseo: PolkadotNetwork = {
  id: 'polkadot:77afd6190f1554ad45fd0d31aee62aac',
  namespace: 'polkadot',
  reference: '77afd6190f1554ad45fd0d31aee62aac',
  name: 'Paseo',
  nativeCurrency: { name: 'Paseo', symbol: 'PAS', decimals: 10 },
  rpcUrls: ['wss://rpc.ibp.network/paseo'],
  blockExplorerUrl: 'https://paseo.subscan.io',
  testnet: true,
  genesisHash: '0x77afd6190f1554ad45fd0d31aee62aacc33c6db0ea801129acb813f913e0764f',
  ss58Prefix: 42,
}

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

interface NetworkFacts {
  name: string
  genesisHash: `0x${string}`
  ss58Prefix: number
  currency: { name: string; symbol: string; decimals: number }
  rpcUrl: string
  explorer: string
  testnet?: boolean
}

function define(facts: NetworkFacts): PolkadotNetwork {
  const id = polkadotNetworkId(facts.genesisHash)
  return {
    id,
    namespace: 'polkadot',
    reference: id.slice('polkadot:'.length),
    name: facts.name,
    nativeCurrency: facts.currency,
    rpcUrls: [facts.rpcUrl],
    blockExplorerUrl: facts.explorer,
    ...(facts.testnet ? { testnet: true } : {}),
    genesisHash: facts.genesisHash,
    ss58Prefix: facts.ss58Prefix,
  }
}

/** The Polkadot relay chain (`polkadot:91b171bb158e2d3848fa23a9f1c25182`), DOT, SS58 prefix 0. */
export const polkadot: PolkadotNetwork = /* @__PURE__ */ define({
  name: 'Polkadot',
  genesisHash: '0x91b171bb158e2d3848fa23a9f1c25182fb8e20313b2c1eb49219da7a70ce90c3',
  ss58Prefix: 0,
  currency: { name: 'Polkadot', symbol: 'DOT', decimals: 10 },
  rpcUrl: 'wss://rpc.polkadot.io',
  explorer: 'https://polkadot.subscan.io',
})

/** The Kusama relay chain (`polkadot:b0a8d493285c2df73290dfb7e61f870f`), KSM, SS58 prefix 2. */
export const kusama: PolkadotNetwork = /* @__PURE__ */ define({
  name: 'Kusama',
  genesisHash: '0xb0a8d493285c2df73290dfb7e61f870f17b41801197a149ca93654499ea3dafe',
  ss58Prefix: 2,
  currency: { name: 'Kusama', symbol: 'KSM', decimals: 12 },
  rpcUrl: 'wss://kusama-rpc.polkadot.io',
  explorer: 'https://kusama.subscan.io',
})

/** The Westend test network (`polkadot:e143f23803ac50e8f6f8e62695d1ce9e`), WND, SS58 prefix 42. */
export const westend: PolkadotNetwork = /* @__PURE__ */ define({
  name: 'Westend',
  genesisHash: '0xe143f23803ac50e8f6f8e62695d1ce9e4e1d68aa36c1cd2cfd15340213f3423e',
  ss58Prefix: 42,
  currency: { name: 'Westend', symbol: 'WND', decimals: 12 },
  rpcUrl: 'wss://westend-rpc.polkadot.io',
  explorer: 'https://westend.subscan.io',
  testnet: true,
})

/** The Paseo test network (`polkadot:77afd6190f1554ad45fd0d31aee62aac`), PAS, SS58 prefix 42. */
export const paseo: PolkadotNetwork = /* @__PURE__ */ define({
  name: 'Paseo',
  genesisHash: '0x77afd6190f1554ad45fd0d31aee62aacc33c6db0ea801129acb813f913e0764f',
  ss58Prefix: 42,
  currency: { name: 'Paseo', symbol: 'PAS', decimals: 10 },
  rpcUrl: 'wss://rpc.ibp.network/paseo',
  explorer: 'https://paseo.subscan.io',
  testnet: true,
})

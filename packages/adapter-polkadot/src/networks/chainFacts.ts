import type { CaipNetwork } from '@latch/core'
import type { PolkadotNetwork } from './polkadotNetworks'

// The generic Substrate prefix (`GENERIC_SS58_PREFIX` of the networks module, not imported: see below).
const GENERIC_SS58_PREFIX = 42

// The known networks' facts, by CAIP-2 id, as plain data: the wallet side reads them without pulling the network
// definitions (and with them every known network) into the page's first load (issue 39). A test checks they match.
const KNOWN: Readonly<Record<string, { ss58Prefix: number; genesisHash: string }>> = {
  'polkadot:91b171bb158e2d3848fa23a9f1c25182': {
    ss58Prefix: 0,
    genesisHash: '0x91b171bb158e2d3848fa23a9f1c25182fb8e20313b2c1eb49219da7a70ce90c3',
  },
  'polkadot:b0a8d493285c2df73290dfb7e61f870f': {
    ss58Prefix: 2,
    genesisHash: '0xb0a8d493285c2df73290dfb7e61f870f17b41801197a149ca93654499ea3dafe',
  },
  'polkadot:e143f23803ac50e8f6f8e62695d1ce9e': {
    ss58Prefix: 42,
    genesisHash: '0xe143f23803ac50e8f6f8e62695d1ce9e4e1d68aa36c1cd2cfd15340213f3423e',
  },
  'polkadot:77afd6190f1554ad45fd0d31aee62aac': {
    ss58Prefix: 42,
    genesisHash: '0x77afd6190f1554ad45fd0d31aee62aacc33c6db0ea801129acb813f913e0764f',
  },
}

/**
 * The SS58 prefix and genesis hash of a network: its own fields when the host passed a `PolkadotNetwork`, else the
 * known network of that id, else the generic prefix 42 and no genesis hash.
 */
export function chainFacts(
  network: Pick<CaipNetwork, 'id'> & Partial<Pick<PolkadotNetwork, 'ss58Prefix' | 'genesisHash'>>,
): { ss58Prefix: number; genesisHash?: string } {
  const known = Object.hasOwn(KNOWN, network.id) ? KNOWN[network.id] : undefined
  return {
    ss58Prefix: network.ss58Prefix ?? known?.ss58Prefix ?? GENERIC_SS58_PREFIX,
    genesisHash: network.genesisHash ?? known?.genesisHash,
  }
}

import { describe, expect, it } from 'vitest'
import { chainFacts } from './chainFacts'
import { kusama, paseo, polkadot, polkadotNetworkId, westend } from './polkadotNetworks'

describe('polkadot networks', () => {
  it('behavior: CAIP-2 ids are the first 32 hex characters of the genesis hash (the namespace profile examples)', () => {
    expect(polkadot.id).toBe('polkadot:91b171bb158e2d3848fa23a9f1c25182')
    expect(kusama.id).toBe('polkadot:b0a8d493285c2df73290dfb7e61f870f')
    expect(westend.id).toBe('polkadot:e143f23803ac50e8f6f8e62695d1ce9e')
    expect(paseo.id).toBe('polkadot:77afd6190f1554ad45fd0d31aee62aac')
    for (const network of [polkadot, kusama, westend, paseo]) {
      expect(network.id).toBe(polkadotNetworkId(network.genesisHash))
      expect(network.reference).toMatch(/^[0-9a-f]{32}$/)
      expect(`polkadot:${network.reference}`).toBe(network.id)
      expect(network.namespace).toBe('polkadot')
    }
  })

  it('behavior: SS58 prefixes, tokens and decimals of each network', () => {
    expect(
      [polkadot, kusama, westend, paseo].map((network) => [
        network.name,
        network.ss58Prefix,
        network.nativeCurrency.symbol,
        network.nativeCurrency.decimals,
        network.testnet === true,
      ]),
    ).toEqual([
      ['Polkadot', 0, 'DOT', 10, false],
      ['Kusama', 2, 'KSM', 12, false],
      ['Westend', 42, 'WND', 12, true],
      ['Paseo', 42, 'PAS', 10, true],
    ])
  })

  it('behavior: a host network object keeps its own prefix; an unknown one falls back to 42', () => {
    expect(chainFacts({ ...westend, ss58Prefix: 7 }).ss58Prefix).toBe(7)
    expect(chainFacts({ id: kusama.id }).ss58Prefix).toBe(2)
    expect(chainFacts({ id: 'polkadot:00000000000000000000000000000000' })).toEqual({ ss58Prefix: 42 })
  })

  it('behavior: the facts the wallet side knows by id are those of each exported network', () => {
    for (const network of [polkadot, kusama, westend, paseo])
      expect(chainFacts({ id: network.id })).toEqual({
        ss58Prefix: network.ss58Prefix,
        genesisHash: network.genesisHash,
      })
  })
})

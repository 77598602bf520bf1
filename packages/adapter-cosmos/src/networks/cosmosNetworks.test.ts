import { describe, expect, it } from 'vitest'
import { cosmosChainOf } from './cosmosChainOf'
import { defineCosmosNetwork } from './cosmosNetwork'
import { cosmosHub, cosmosHubTestnet, cosmosLocalnet, osmosis, osmosisTestnet } from './cosmosNetworks'
import { toChainInfo } from './toChainInfo'

describe('Cosmos networks', () => {
  it('CAIP-2 ids cosmos:<chain-id> with their bech32 prefix, denom and decimals', () => {
    expect(
      [cosmosHub, osmosis, cosmosHubTestnet, osmosisTestnet].map((network) => [
        network.id,
        network.cosmos.bech32Prefix,
        network.cosmos.denom,
        network.nativeCurrency.symbol,
        network.nativeCurrency.decimals,
        network.testnet ?? false,
      ]),
    ).toEqual([
      ['cosmos:cosmoshub-4', 'cosmos', 'uatom', 'ATOM', 6, false],
      ['cosmos:osmosis-1', 'osmo', 'uosmo', 'OSMO', 6, false],
      ['cosmos:provider', 'cosmos', 'uatom', 'ATOM', 6, true],
      ['cosmos:osmo-test-5', 'osmo', 'uosmo', 'OSMO', 6, true],
    ])
    expect(cosmosHub).toMatchObject({ namespace: 'cosmos', reference: 'cosmoshub-4' })
  })

  it('the exported networks, written as data, are what defineCosmosNetwork builds from their facts', () => {
    for (const network of [cosmosHub, osmosis, cosmosHubTestnet, osmosisTestnet])
      expect(
        defineCosmosNetwork({
          chainId: network.cosmos.chainId,
          name: network.name,
          rpcUrl: network.rpcUrls[0]!,
          bech32Prefix: network.cosmos.bech32Prefix,
          denom: network.cosmos.denom,
          symbol: network.nativeCurrency.symbol,
          decimals: network.nativeCurrency.decimals,
          ...(network.blockExplorerUrl ? { blockExplorerUrl: network.blockExplorerUrl } : {}),
          ...(network.testnet ? { testnet: true } : {}),
          ...(network.cosmos.restUrl ? { restUrl: network.cosmos.restUrl } : {}),
        }),
      ).toEqual(network)
  })

  it('cosmosLocalnet: a STAKE chain at the given RPC URL', () => {
    expect(cosmosLocalnet('http://127.0.0.1:26657')).toMatchObject({
      id: 'cosmos:latch-local-1',
      rpcUrls: ['http://127.0.0.1:26657'],
      nativeCurrency: { symbol: 'STAKE', decimals: 6 },
      cosmos: { chainId: 'latch-local-1', bech32Prefix: 'cosmos', denom: 'ustake', coinType: 118 },
    })
  })

  it('toChainInfo: the Keplr chain info a wallet that does not know the chain is offered', () => {
    const local = cosmosLocalnet('http://127.0.0.1:26657')
    expect(toChainInfo(local, cosmosChainOf(local), 'http://127.0.0.1:9/rpc')).toEqual({
      chainId: 'latch-local-1',
      chainName: 'Cosmos Localnet',
      rpc: 'http://127.0.0.1:9/rpc',
      rest: 'http://127.0.0.1:9/rpc',
      bip44: { coinType: 118 },
      bech32Config: {
        bech32PrefixAccAddr: 'cosmos',
        bech32PrefixAccPub: 'cosmospub',
        bech32PrefixValAddr: 'cosmosvaloper',
        bech32PrefixValPub: 'cosmosvaloperpub',
        bech32PrefixConsAddr: 'cosmosvalcons',
        bech32PrefixConsPub: 'cosmosvalconspub',
      },
      stakeCurrency: { coinDenom: 'STAKE', coinMinimalDenom: 'ustake', coinDecimals: 6 },
      currencies: [{ coinDenom: 'STAKE', coinMinimalDenom: 'ustake', coinDecimals: 6 }],
      feeCurrencies: [{ coinDenom: 'STAKE', coinMinimalDenom: 'ustake', coinDecimals: 6 }],
    })
    expect(toChainInfo(osmosis, osmosis.cosmos, 'https://rpc.osmosis.zone').rest).toBe(
      'https://lcd.osmosis.zone',
    )
  })
})

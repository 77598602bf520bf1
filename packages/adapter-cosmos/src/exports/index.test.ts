import { expect, it } from 'vitest'
import * as api from './index'
import * as verify from './verify'

it('exports: the public names', () => {
  expect(Object.keys(api).sort()).toMatchInlineSnapshot(`
    [
      "ANNOUNCE_WALLET_EVENT",
      "KNOWN_COSMOS_WALLETS",
      "REQUEST_WALLET_EVENT",
      "cosmosAdapter",
      "cosmosHub",
      "cosmosHubTestnet",
      "cosmosLocalnet",
      "decodeCosmosAddress",
      "defineCosmosNetwork",
      "isCosmosAddress",
      "osmosis",
      "osmosisTestnet",
      "toChainInfo",
    ]
  `)
})

it('exports: the ./verify names', () => {
  expect(Object.keys(verify).sort()).toMatchInlineSnapshot(`
    [
      "makeAdr36SignDoc",
      "verifyCosmosSignature",
    ]
  `)
})

import { expect, it } from 'vitest'
import * as api from './index'
import * as verify from './verify'

it('exports: the public names', () => {
  expect(Object.keys(api).sort()).toMatchInlineSnapshot(`
    [
      "GENERIC_SS58_PREFIX",
      "decodeSs58",
      "isPolkadotAddress",
      "kusama",
      "paseo",
      "polkadot",
      "polkadotAdapter",
      "polkadotNetworkId",
      "westend",
    ]
  `)
  expect(Object.keys(verify).sort()).toMatchInlineSnapshot(`
    [
      "verifyPolkadotSignature",
    ]
  `)
})

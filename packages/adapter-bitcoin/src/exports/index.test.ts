import { expect, it } from 'vitest'
import * as api from './index'
import * as verify from './verify'

it('exports: the public names', () => {
  expect(Object.keys(api).sort()).toMatchInlineSnapshot(`
    [
      "NETWORK_FACTS",
      "bitcoinAdapter",
      "bitcoinMainnet",
      "bitcoinRegtest",
      "bitcoinSignet",
      "bitcoinTestnet4",
      "isBitcoinAddress",
    ]
  `)
  expect(Object.keys(verify).sort()).toMatchInlineSnapshot(`
    [
      "verifyBitcoinSignature",
    ]
  `)
})

import { expect, it } from 'vitest'
import * as api from './index'
import * as verify from './verify'

it('exports: the public names', () => {
  expect(Object.keys(api).sort()).toMatchInlineSnapshot(`
    [
      "BITCOIN_MAINNET_ID",
      "BITCOIN_TESTNET_ID",
      "formatStacksSignInMessage",
      "isStacksAddress",
      "scanProviders",
      "stacksAdapter",
      "stacksMainnet",
      "stacksNetworkFacts",
      "stacksTestnet",
    ]
  `)
  expect(Object.keys(verify).sort()).toMatchInlineSnapshot(`
    [
      "verifyStacksSignature",
    ]
  `)
})

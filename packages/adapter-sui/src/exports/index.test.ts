import { expect, it } from 'vitest'
import * as api from './index'
import * as verify from './verify'

it('exports: the public names', () => {
  expect(Object.keys(api).sort()).toMatchInlineSnapshot(`
    [
      "formatSuiSignInMessage",
      "isSuiAddress",
      "suiAdapter",
      "suiDevnet",
      "suiLocalnet",
      "suiMainnet",
      "suiTestnet",
    ]
  `)
  expect(Object.keys(verify).sort()).toMatchInlineSnapshot(`
    [
      "verifySuiSignature",
    ]
  `)
})

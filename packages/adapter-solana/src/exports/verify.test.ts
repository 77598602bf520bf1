import { expect, it } from 'vitest'
import * as api from './verify'

it('exports: the public names of ./verify', () => {
  expect(Object.keys(api).sort()).toMatchInlineSnapshot(`
    [
      "formatSolanaSignInMessage",
      "verifySolanaSignature",
    ]
  `)
})

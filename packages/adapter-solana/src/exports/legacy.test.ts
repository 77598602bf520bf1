import { expect, it } from 'vitest'
import * as api from './legacy'

it('exports: the public names of ./legacy', () => {
  expect(Object.keys(api).sort()).toMatchInlineSnapshot(`
    [
      "fromWalletAdapter",
    ]
  `)
})

import { expect, it } from 'vitest'
import * as api from './index'
import * as verify from './verify'

it('exports: the public names', () => {
  expect(Object.keys(api).sort()).toMatchInlineSnapshot(`
    [
      "LAMPORTS_PER_SIGNATURE",
      "NATIVE_SOL_MINT",
      "TOKEN_2022_PROGRAM_ADDRESS",
      "TOKEN_ACCOUNT_RENT_LAMPORTS",
      "buildTransferTransaction",
      "estimateSolanaFee",
      "formatSolanaSignInMessage",
      "isNativeSol",
      "isSolanaAddress",
      "solanaAdapter",
      "solanaDevnet",
      "solanaLocalnet",
      "solanaMainnet",
      "solanaTestnet",
      "toWalletChain",
      "verifySolanaSignature",
    ]
  `)
})

it('exports: the ./verify names', () => {
  expect(Object.keys(verify).sort()).toMatchInlineSnapshot(`
    [
      "formatSolanaSignInMessage",
      "verifySolanaSignature",
    ]
  `)
})

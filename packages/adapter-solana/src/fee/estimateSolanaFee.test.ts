import { freshAddress } from '@latch/fixture-solana/devWallet'
import {
  address,
  appendTransactionMessageInstructions,
  createNoopSigner,
  createTransactionMessage,
  type Instruction,
  lamports,
  pipe,
  setTransactionMessageFeePayer,
} from '@solana/kit'
import { getTransferSolInstruction } from '@solana-program/system'
import { getCreateAssociatedTokenInstruction } from '@solana-program/token'
import { describe, expect, it } from 'vitest'
import { testRpc } from '../../test/testContext'
import { estimateSolanaFee, TOKEN_ACCOUNT_RENT_LAMPORTS } from './estimateSolanaFee'

const payer = address(freshAddress())
const other = address(freshAddress())
const transfer = (from = payer, to = other) =>
  getTransferSolInstruction({ source: createNoopSigner(from), destination: to, amount: lamports(1n) })
const createAta = getCreateAssociatedTokenInstruction({
  payer: createNoopSigner(payer),
  ata: address(freshAddress()),
  owner: other,
  mint: address(freshAddress()),
})
const messageOf = (version: 'legacy' | 0, instructions: Instruction[]) =>
  pipe(
    createTransactionMessage({ version }),
    (m) => setTransactionMessageFeePayer(payer, m),
    (m) => appendTransactionMessageInstructions(instructions, m),
  )

describe('estimateSolanaFee (spec §7: a local estimate)', () => {
  it('default: 5000 lamports per signature', () => {
    expect(estimateSolanaFee(1)).toBe(5000n)
    expect(estimateSolanaFee(3)).toBe(15_000n)
  })

  it('parameters: tokenAccountsCreated adds the rent of each new token account', () => {
    expect(estimateSolanaFee(1, { tokenAccountsCreated: 1 })).toBe(2_044_280n)
  })

  it('behavior: reads signatures and token-account creations from a kit message, legacy or v0', () => {
    expect(estimateSolanaFee(messageOf('legacy', [createAta, transfer()]))).toBe(
      5000n + TOKEN_ACCOUNT_RENT_LAMPORTS,
    )
    // A second signer (the SOL comes from another account) is a second signature; the payer counts once.
    expect(estimateSolanaFee(messageOf('legacy', [transfer(other, payer), transfer()]))).toBe(10_000n)
    expect(estimateSolanaFee(messageOf(0, [transfer()]))).toBe(5000n)
    expect(estimateSolanaFee(messageOf(0, []))).toBe(5000n)
  })

  it('behavior: the token-account rent constant is what the cluster charges (read from the SVM over RPC)', async () => {
    expect(await testRpc().getMinimumBalanceForRentExemption(165n).send()).toBe(TOKEN_ACCOUNT_RENT_LAMPORTS)
  })
})

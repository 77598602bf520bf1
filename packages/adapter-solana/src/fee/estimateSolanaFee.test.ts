import { ACCOUNT_SIZE, createAssociatedTokenAccountInstruction } from '@solana/spl-token'
import {
  Keypair,
  SystemProgram,
  Transaction,
  TransactionMessage,
  VersionedTransaction,
} from '@solana/web3.js'
import { describe, expect, it } from 'vitest'
import { testConnection } from '../../test/testContext'
import { estimateSolanaFee, TOKEN_ACCOUNT_RENT_LAMPORTS } from './estimateSolanaFee'

const payer = Keypair.generate().publicKey
const other = Keypair.generate().publicKey
const transfer = SystemProgram.transfer({ fromPubkey: payer, toPubkey: other, lamports: 1 })
const createAta = createAssociatedTokenAccountInstruction(
  payer,
  Keypair.generate().publicKey,
  other,
  Keypair.generate().publicKey,
)
const blockhash = '11111111111111111111111111111111'

describe('estimateSolanaFee (spec §7: a local estimate)', () => {
  it('default: 5000 lamports per signature', () => {
    expect(estimateSolanaFee(1)).toBe(5000n)
    expect(estimateSolanaFee(3)).toBe(15_000n)
  })

  it('parameters: tokenAccountsCreated adds the rent of each new token account', () => {
    expect(estimateSolanaFee(1, { tokenAccountsCreated: 1 })).toBe(2_044_280n)
  })

  it('behavior: reads signatures and token-account creations from a transaction, legacy or v0', () => {
    const legacy = new Transaction({ blockhash, lastValidBlockHeight: 1, feePayer: payer }).add(
      createAta,
      transfer,
    )
    expect(estimateSolanaFee(legacy)).toBe(5000n + TOKEN_ACCOUNT_RENT_LAMPORTS)
    const twoSigners = new Transaction({ blockhash, lastValidBlockHeight: 1, feePayer: payer }).add(
      SystemProgram.transfer({ fromPubkey: other, toPubkey: payer, lamports: 1 }),
    )
    expect(estimateSolanaFee(twoSigners)).toBe(10_000n)
    const v0 = new VersionedTransaction(
      new TransactionMessage({
        payerKey: payer,
        recentBlockhash: blockhash,
        instructions: [transfer],
      }).compileToV0Message(),
    )
    expect(estimateSolanaFee(v0)).toBe(5000n)
    expect(estimateSolanaFee(new Transaction().add(transfer))).toBe(5000n)
  })

  it('behavior: the token-account rent constant is what the cluster charges (read from the SVM over RPC)', async () => {
    expect(BigInt(await testConnection().getMinimumBalanceForRentExemption(ACCOUNT_SIZE))).toBe(
      TOKEN_ACCOUNT_RENT_LAMPORTS,
    )
  })
})

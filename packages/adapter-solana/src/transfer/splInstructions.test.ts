import {
  createAssociatedTokenAccountInstruction as splCreateAssociatedTokenAccount,
  createTransferCheckedInstruction as splTransferChecked,
  TOKEN_2022_PROGRAM_ID,
  TOKEN_PROGRAM_ID,
} from '@solana/spl-token'
import { Keypair, type PublicKey, type TransactionInstruction } from '@solana/web3.js'
import { describe, expect, it } from 'vitest'
import { createAssociatedTokenAccountInstruction, transferCheckedInstruction } from './splInstructions'

const key = (): PublicKey => Keypair.generate().publicKey

/** An instruction as plain data: program, keys with their flags, and the data bytes. */
const plain = (instruction: TransactionInstruction) => ({
  programId: instruction.programId.toBase58(),
  keys: instruction.keys.map((meta) => ({ ...meta, pubkey: meta.pubkey.toBase58() })),
  data: [...instruction.data],
})

/** Runs `build` with Node's global `Buffer` removed, as in a browser. */
function withoutBufferGlobal<T>(build: () => T): T {
  const descriptor = Object.getOwnPropertyDescriptor(globalThis, 'Buffer')
  Reflect.deleteProperty(globalThis, 'Buffer')
  try {
    return build()
  } finally {
    if (descriptor) Object.defineProperty(globalThis, 'Buffer', descriptor)
  }
}

describe('transferCheckedInstruction', () => {
  it.each([
    ['Token, 1 base unit, 0 decimals', TOKEN_PROGRAM_ID, 1n, 0],
    ['Token, 1.5 USDC', TOKEN_PROGRAM_ID, 1_500_000n, 6],
    ['Token-2022, 2^53 + 1 (beyond a JS number)', TOKEN_2022_PROGRAM_ID, 2n ** 53n + 1n, 9],
    ['Token-2022, the u64 maximum, 255 decimals', TOKEN_2022_PROGRAM_ID, 2n ** 64n - 1n, 255],
  ])('default: equals spl-token createTransferCheckedInstruction (%s)', (_, programId, amount, decimals) => {
    const [source, mint, destination, owner] = [key(), key(), key(), key()]
    const ours = transferCheckedInstruction({ source, mint, destination, owner, amount, decimals, programId })
    const theirs = splTransferChecked(source, mint, destination, owner, amount, decimals, [], programId)
    expect(plain(ours)).toEqual(plain(theirs))
    expect(ours.data.length).toBe(10)
  })

  it('behavior: the data is [12, amount u64 little-endian, decimals]', () => {
    const instruction = transferCheckedInstruction({
      source: key(),
      mint: key(),
      destination: key(),
      owner: key(),
      amount: 0x0102030405060708n,
      decimals: 6,
      programId: TOKEN_PROGRAM_ID,
    })
    expect([...instruction.data]).toEqual([12, 8, 7, 6, 5, 4, 3, 2, 1, 6])
  })

  it('behavior: builds without a global Buffer, where spl-token throws "Buffer is not defined"', () => {
    const [source, mint, destination, owner] = [key(), key(), key(), key()]
    const input = { source, mint, destination, owner, amount: 5n, decimals: 6, programId: TOKEN_PROGRAM_ID }
    const expected = plain(splTransferChecked(source, mint, destination, owner, 5n, 6))
    expect(plain(withoutBufferGlobal(() => transferCheckedInstruction(input)))).toEqual(expected)
    expect(() =>
      withoutBufferGlobal(() => splTransferChecked(source, mint, destination, owner, 5n, 6)),
    ).toThrow('Buffer is not defined')
    expect(typeof Buffer).toBe('function')
  })

  it.each([
    [-1n, 6, '-1 does not fit in an unsigned 64-bit amount'],
    [2n ** 64n, 6, '18446744073709551616 does not fit in an unsigned 64-bit amount'],
    [1n, 256, '256 decimals do not fit in a byte'],
    [1n, 1.5, '1.5 decimals do not fit in a byte'],
  ])('behavior: amount %s with %s decimals is InvalidAmountError', (amount, decimals, details) => {
    const build = () =>
      transferCheckedInstruction({
        source: key(),
        mint: key(),
        destination: key(),
        owner: key(),
        amount,
        decimals,
        programId: TOKEN_PROGRAM_ID,
      })
    expect(build).toThrowError(
      expect.objectContaining({
        name: 'InvalidAmountError',
        message: 'The amount is not a valid number for this token',
        details,
      }),
    )
  })
})

describe('createAssociatedTokenAccountInstruction', () => {
  it.each([
    ['Token', TOKEN_PROGRAM_ID],
    ['Token-2022', TOKEN_2022_PROGRAM_ID],
  ])('default: equals spl-token createAssociatedTokenAccountInstruction (%s)', (_, programId) => {
    const [payer, associatedToken, owner, mint] = [key(), key(), key(), key()]
    const ours = createAssociatedTokenAccountInstruction({ payer, associatedToken, owner, mint, programId })
    const theirs = splCreateAssociatedTokenAccount(payer, associatedToken, owner, mint, programId)
    expect(plain(ours)).toEqual(plain(theirs))
    expect(ours.data.length).toBe(0)
  })

  it('behavior: builds without a global Buffer', () => {
    const [payer, associatedToken, owner, mint] = [key(), key(), key(), key()]
    const input = { payer, associatedToken, owner, mint, programId: TOKEN_PROGRAM_ID }
    expect(plain(withoutBufferGlobal(() => createAssociatedTokenAccountInstruction(input)))).toEqual(
      plain(splCreateAssociatedTokenAccount(payer, associatedToken, owner, mint)),
    )
  })
})

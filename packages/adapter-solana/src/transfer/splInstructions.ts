import { InvalidAmountError } from '@latch/core'
import { ASSOCIATED_TOKEN_PROGRAM_ID } from '@solana/spl-token'
import { type PublicKey, SystemProgram, TransactionInstruction } from '@solana/web3.js'
// The npm `buffer` package (the one web3.js imports), never Node's global: browsers have no global `Buffer`.
import { Buffer } from 'buffer'

/** SPL Token's instruction index for `TransferChecked`. */
const TRANSFER_CHECKED = 12
const U64_MAX = 2n ** 64n - 1n

/**
 * SPL Token `TransferChecked` (instruction 12: data = [12, amount u64 LE, decimals u8]) from the owner's token
 * account to `destination`, signed by the owner. Throws `InvalidAmountError` for an amount outside u64 or
 * decimals outside u8. Builds the bytes itself, so it needs no global `Buffer` (spl-token's builder does).
 */
export function transferCheckedInstruction(input: {
  source: PublicKey
  mint: PublicKey
  destination: PublicKey
  owner: PublicKey
  amount: bigint
  decimals: number
  programId: PublicKey
}): TransactionInstruction {
  if (input.amount < 0n || input.amount > U64_MAX) {
    throw new InvalidAmountError({ details: `${input.amount} does not fit in an unsigned 64-bit amount` })
  }
  if (!Number.isInteger(input.decimals) || input.decimals < 0 || input.decimals > 255) {
    throw new InvalidAmountError({ details: `${input.decimals} decimals do not fit in a byte` })
  }
  const data = new Uint8Array(10)
  const view = new DataView(data.buffer)
  view.setUint8(0, TRANSFER_CHECKED)
  view.setBigUint64(1, input.amount, true)
  view.setUint8(9, input.decimals)
  return new TransactionInstruction({
    programId: input.programId,
    keys: [
      { pubkey: input.source, isSigner: false, isWritable: true },
      { pubkey: input.mint, isSigner: false, isWritable: false },
      { pubkey: input.destination, isSigner: false, isWritable: true },
      { pubkey: input.owner, isSigner: true, isWritable: false },
    ],
    data: Buffer.from(data.buffer),
  })
}

/**
 * Associated Token Account program `Create` (empty data): `payer` funds the new `associatedToken` account of
 * `owner` for `mint` under the token program `programId`. Needs no global `Buffer`.
 */
export function createAssociatedTokenAccountInstruction(input: {
  payer: PublicKey
  associatedToken: PublicKey
  owner: PublicKey
  mint: PublicKey
  programId: PublicKey
}): TransactionInstruction {
  return new TransactionInstruction({
    programId: ASSOCIATED_TOKEN_PROGRAM_ID,
    keys: [
      { pubkey: input.payer, isSigner: true, isWritable: true },
      { pubkey: input.associatedToken, isSigner: false, isWritable: true },
      { pubkey: input.owner, isSigner: false, isWritable: false },
      { pubkey: input.mint, isSigner: false, isWritable: false },
      { pubkey: SystemProgram.programId, isSigner: false, isWritable: false },
      { pubkey: input.programId, isSigner: false, isWritable: false },
    ],
    data: Buffer.alloc(0),
  })
}

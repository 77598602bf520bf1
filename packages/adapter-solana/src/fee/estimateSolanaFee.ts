import { ASSOCIATED_TOKEN_PROGRAM_ID } from '@solana/spl-token'
import { Transaction, type VersionedTransaction } from '@solana/web3.js'

/** The base fee Solana charges per signature, in lamports. */
export const LAMPORTS_PER_SIGNATURE = 5000n

/**
 * Rent-exempt minimum of an SPL token account (165 bytes): (165 + 128) bytes × 3480 lamports × 2 years,
 * the cluster's default rent. Paid by the sender when the receiver's associated token account is created.
 */
export const TOKEN_ACCOUNT_RENT_LAMPORTS = 2_039_280n

function countSignatures(transaction: Transaction | VersionedTransaction): number {
  if (transaction instanceof Transaction) {
    // Without a fee payer the message cannot compile; the payer's is the one signature every transaction has.
    return transaction.feePayer ? transaction.compileMessage().header.numRequiredSignatures : 1
  }
  return transaction.message.header.numRequiredSignatures
}

function countTokenAccountsCreated(transaction: Transaction | VersionedTransaction): number {
  if (transaction instanceof Transaction) {
    return transaction.instructions.filter((instruction) =>
      instruction.programId.equals(ASSOCIATED_TOKEN_PROGRAM_ID),
    ).length
  }
  const keys = transaction.message.staticAccountKeys
  return transaction.message.compiledInstructions.filter((instruction) =>
    keys[instruction.programIdIndex]?.equals(ASSOCIATED_TOKEN_PROGRAM_ID),
  ).length
}

/**
 * The lamports a transaction costs, estimated locally without any RPC call (spec §7): 5000 per signature,
 * plus the rent of each associated token account it creates. Give a transaction, or a signature count and
 * how many token accounts the transfer creates.
 */
export function estimateSolanaFee(
  transaction: Transaction | VersionedTransaction | number,
  options: { tokenAccountsCreated?: number } = {},
): bigint {
  const signatures = typeof transaction === 'number' ? transaction : countSignatures(transaction)
  const created =
    options.tokenAccountsCreated ??
    (typeof transaction === 'number' ? 0 : countTokenAccountsCreated(transaction))
  return BigInt(signatures) * LAMPORTS_PER_SIGNATURE + BigInt(created) * TOKEN_ACCOUNT_RENT_LAMPORTS
}

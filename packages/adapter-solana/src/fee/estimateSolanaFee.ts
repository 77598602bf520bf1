import { isSignerRole, type TransactionMessage, type TransactionMessageWithFeePayer } from '@solana/kit'
import { ASSOCIATED_TOKEN_PROGRAM_ADDRESS } from '@solana-program/token'

/** The base fee Solana charges per signature, in lamports. */
export const LAMPORTS_PER_SIGNATURE = 5000n

/**
 * Rent-exempt minimum of an SPL token account (165 bytes): (165 + 128) bytes × 3480 lamports × 2 years,
 * the cluster's default rent. Paid by the sender when the receiver's associated token account is created.
 */
export const TOKEN_ACCOUNT_RENT_LAMPORTS = 2_039_280n

type FeeMessage = TransactionMessage & TransactionMessageWithFeePayer

// The distinct signers: the fee payer and every account an instruction marks as a signer.
function countSignatures(message: FeeMessage): number {
  const signers = new Set<string>([message.feePayer.address])
  for (const instruction of message.instructions) {
    for (const account of instruction.accounts ?? []) {
      if ('role' in account && isSignerRole(account.role)) signers.add(account.address)
    }
  }
  return signers.size
}

function countTokenAccountsCreated(message: FeeMessage): number {
  return message.instructions.filter(
    (instruction) => instruction.programAddress === ASSOCIATED_TOKEN_PROGRAM_ADDRESS,
  ).length
}

/**
 * The lamports a transaction costs, estimated locally without any RPC call (spec §7): 5000 per signature,
 * plus the rent of each associated token account it creates. Give a @solana/kit transaction message (with its
 * fee payer), or a signature count and how many token accounts the transfer creates.
 */
export function estimateSolanaFee(
  transaction: FeeMessage | number,
  options: { tokenAccountsCreated?: number } = {},
): bigint {
  const signatures = typeof transaction === 'number' ? transaction : countSignatures(transaction)
  const created =
    options.tokenAccountsCreated ??
    (typeof transaction === 'number' ? 0 : countTokenAccountsCreated(transaction))
  return BigInt(signatures) * LAMPORTS_PER_SIGNATURE + BigInt(created) * TOKEN_ACCOUNT_RENT_LAMPORTS
}

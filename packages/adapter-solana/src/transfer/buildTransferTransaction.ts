import { InvalidAddressError, InvalidAmountError, type TokenRef } from '@latch/core'
import { getAssociatedTokenAddressSync, TOKEN_2022_PROGRAM_ID, TOKEN_PROGRAM_ID } from '@solana/spl-token'
import { type Connection, PublicKey, SystemProgram, Transaction } from '@solana/web3.js'
import { isSolanaAddress } from '../address/isSolanaAddress'
import { isNativeSol } from './nativeMint'
import { readMintDecimals } from './readMintDecimals'
import { createAssociatedTokenAccountInstruction, transferCheckedInstruction } from './splInstructions'

/** What a transfer needs: plain base58 addresses and the amount in base units. */
export interface TransferPlan {
  from: string
  to: string
  token: TokenRef
  value: bigint
}

/** A transfer transaction ready for the wallet, with the block height after which it expires. */
export interface BuiltTransfer {
  transaction: Transaction
  lastValidBlockHeight: number
  /** True when the receiver's associated token account is created by this transaction. */
  createsTokenAccount: boolean
}

async function splTransferInstructions(
  connection: Connection,
  plan: TransferPlan,
  from: PublicKey,
  to: PublicKey,
) {
  const mintAddress = plan.token.address ?? ''
  if (!isSolanaAddress(mintAddress)) throw new InvalidAddressError({ details: `mint ${mintAddress}` })
  const mint = new PublicKey(mintAddress)
  const mintAccount = await connection.getAccountInfo(mint)
  const programId = mintAccount?.owner
  if (
    !mintAccount ||
    !programId ||
    !(programId.equals(TOKEN_PROGRAM_ID) || programId.equals(TOKEN_2022_PROGRAM_ID))
  ) {
    throw new InvalidAddressError({ details: `${mintAddress} is not an SPL token mint` })
  }
  const decimals = readMintDecimals(mintAddress, mintAccount.data)
  // Core converted the amount with the token's decimals: a mismatch would move the wrong amount.
  if (decimals !== plan.token.decimals) {
    throw new InvalidAmountError({
      details: `the mint has ${decimals} decimals, the token says ${plan.token.decimals}`,
    })
  }
  const source = getAssociatedTokenAddressSync(mint, from, false, programId)
  const destination = getAssociatedTokenAddressSync(mint, to, true, programId)
  const createsTokenAccount = (await connection.getAccountInfo(destination)) === null
  const instructions = createsTokenAccount
    ? [
        createAssociatedTokenAccountInstruction({
          payer: from,
          associatedToken: destination,
          owner: to,
          mint,
          programId,
        }),
      ]
    : []
  instructions.push(
    transferCheckedInstruction({
      source,
      mint,
      destination,
      owner: from,
      amount: plan.value,
      decimals,
      programId,
    }),
  )
  return { instructions, createsTokenAccount }
}

/**
 * Builds the transfer (spec §4, §5): a System Program transfer for SOL (no mint, or the native SOL mint), else an
 * SPL `transferChecked` by mint, creating the receiver's associated token account first when it is missing.
 */
export async function buildTransferTransaction(
  connection: Connection,
  plan: TransferPlan,
): Promise<BuiltTransfer> {
  if (plan.value <= 0n) throw new InvalidAmountError({ details: plan.value.toString() })
  const from = new PublicKey(plan.from)
  const to = new PublicKey(plan.to)
  const { instructions, createsTokenAccount } = isNativeSol(plan.token.address)
    ? {
        instructions: [SystemProgram.transfer({ fromPubkey: from, toPubkey: to, lamports: plan.value })],
        createsTokenAccount: false,
      }
    : await splTransferInstructions(connection, plan, from, to)
  const { blockhash, lastValidBlockHeight } = await connection.getLatestBlockhash()
  const transaction = new Transaction({ blockhash, lastValidBlockHeight, feePayer: from }).add(
    ...instructions,
  )
  return { transaction, lastValidBlockHeight, createsTokenAccount }
}

import { InvalidAddressError, InvalidAmountError, type TokenRef } from '@latch/core'
import {
  type Address,
  address,
  appendTransactionMessageInstructions,
  compileTransaction,
  createNoopSigner,
  createTransactionMessage,
  getBase64Encoder,
  getTransactionEncoder,
  type Instruction,
  lamports,
  pipe,
  setTransactionMessageFeePayerSigner,
  setTransactionMessageLifetimeUsingBlockhash,
  type TransactionMessage,
  type TransactionMessageWithFeePayer,
} from '@solana/kit'
import { getTransferSolInstruction } from '@solana-program/system'
import {
  findAssociatedTokenPda,
  getCreateAssociatedTokenInstruction,
  getTransferCheckedInstruction,
  TOKEN_PROGRAM_ADDRESS,
} from '@solana-program/token'
import { isSolanaAddress } from '../address/isSolanaAddress'
import type { SolanaRpc } from '../rpc/createRpcClient'
import { isNativeSol } from './nativeMint'
import { readMintDecimals } from './readMintDecimals'

/** The Token-2022 program; its TransferChecked and associated token accounts have SPL Token's layout. */
export const TOKEN_2022_PROGRAM_ADDRESS = address('TokenzQdBNbLqP5VEhdkAS6EPFLC1PHnBqCXEpPxuEb')

const U64_MAX = 2n ** 64n - 1n

/** What a transfer needs: plain base58 addresses and the amount in base units. */
export interface TransferPlan {
  from: string
  to: string
  token: TokenRef
  value: bigint
}

/** A transfer ready for the wallet: the kit message, its unsigned wire bytes, and when it expires. */
export interface BuiltTransfer {
  /** The legacy transaction message (fee payer, blockhash and instructions), for inspection and fee estimates. */
  message: TransactionMessage & TransactionMessageWithFeePayer
  /** The wire transaction with an empty signature slot for the sender: what a wallet signs. */
  bytes: Uint8Array
  /** The block height after which the blockhash, and so the transaction, expires. */
  lastValidBlockHeight: bigint
  /** True when the receiver's associated token account is created by this transaction. */
  createsTokenAccount: boolean
}

async function splTransferInstructions(
  rpc: SolanaRpc,
  plan: TransferPlan,
  from: Address,
  to: Address,
): Promise<{ instructions: Instruction[]; createsTokenAccount: boolean }> {
  const mintAddress = plan.token.address ?? ''
  if (!isSolanaAddress(mintAddress)) throw new InvalidAddressError({ details: `mint ${mintAddress}` })
  const mint = address(mintAddress)
  const { value: mintAccount } = await rpc.getAccountInfo(mint, { encoding: 'base64' }).send()
  const tokenProgram = mintAccount?.owner
  if (
    !mintAccount ||
    (tokenProgram !== TOKEN_PROGRAM_ADDRESS && tokenProgram !== TOKEN_2022_PROGRAM_ADDRESS)
  ) {
    throw new InvalidAddressError({ details: `${mintAddress} is not an SPL token mint` })
  }
  const decimals = readMintDecimals(mintAddress, getBase64Encoder().encode(mintAccount.data[0]) as Uint8Array)
  // Core converted the amount with the token's decimals: a mismatch would move the wrong amount.
  if (decimals !== plan.token.decimals) {
    throw new InvalidAmountError({
      details: `the mint has ${decimals} decimals, the token says ${plan.token.decimals}`,
    })
  }
  const [[source], [destination]] = await Promise.all([
    findAssociatedTokenPda({ mint, owner: from, tokenProgram }),
    findAssociatedTokenPda({ mint, owner: to, tokenProgram }),
  ])
  const { value: existing } = await rpc.getAccountInfo(destination, { encoding: 'base64' }).send()
  const owner = createNoopSigner(from)
  const instructions: Instruction[] = []
  if (!existing) {
    instructions.push(
      getCreateAssociatedTokenInstruction({ payer: owner, ata: destination, owner: to, mint, tokenProgram }),
    )
  }
  instructions.push(
    getTransferCheckedInstruction(
      { source, mint, destination, authority: owner, amount: plan.value, decimals },
      { programAddress: tokenProgram },
    ),
  )
  return { instructions, createsTokenAccount: !existing }
}

/**
 * Builds the transfer (spec §4, §5) with @solana/kit and the program clients: a System Program transfer for SOL
 * (no mint, or the native SOL mint), else an SPL `TransferChecked` by mint (SPL Token or Token-2022), creating the
 * receiver's associated token account first when it is missing. Needs no global `Buffer`.
 */
export async function buildTransferTransaction(rpc: SolanaRpc, plan: TransferPlan): Promise<BuiltTransfer> {
  if (plan.value <= 0n) throw new InvalidAmountError({ details: plan.value.toString() })
  if (plan.value > U64_MAX) {
    throw new InvalidAmountError({ details: `${plan.value} does not fit in an unsigned 64-bit amount` })
  }
  if (!isSolanaAddress(plan.from)) throw new InvalidAddressError({ details: plan.from })
  if (!isSolanaAddress(plan.to)) throw new InvalidAddressError({ details: plan.to })
  const from = address(plan.from)
  const to = address(plan.to)
  const { instructions, createsTokenAccount } = isNativeSol(plan.token.address)
    ? {
        instructions: [
          getTransferSolInstruction({
            source: createNoopSigner(from),
            destination: to,
            amount: lamports(plan.value),
          }),
        ],
        createsTokenAccount: false,
      }
    : await splTransferInstructions(rpc, plan, from, to)
  const { value: blockhash } = await rpc.getLatestBlockhash().send()
  const message = pipe(
    createTransactionMessage({ version: 'legacy' }),
    (m) => setTransactionMessageFeePayerSigner(createNoopSigner(from), m),
    (m) => setTransactionMessageLifetimeUsingBlockhash(blockhash, m),
    (m) => appendTransactionMessageInstructions(instructions, m),
  )
  const bytes = Uint8Array.from(getTransactionEncoder().encode(compileTransaction(message)))
  return { message, bytes, lastValidBlockHeight: blockhash.lastValidBlockHeight, createsTokenAccount }
}

import { toLatchError } from '@latch/core'
import type { Commitment, Connection } from '@solana/web3.js'
import type { IdentifierString } from '@wallet-standard/base'
import type { SolanaWalletHandle } from '../wallets/SolanaWalletHandle'
import { buildTransferTransaction, type TransferPlan } from './buildTransferTransaction'
import { confirmSignature } from './confirmSignature'

/**
 * Builds the SOL or SPL transfer, has the wallet sign and send it, and waits until it lands.
 * Resolves with the base58 signature; every failure leaves as a Latch error (user rejected, wallet, RPC).
 */
export async function sendSolanaTransfer(input: {
  handle: SolanaWalletHandle
  connection: Connection
  chain: IdentifierString
  plan: TransferPlan
  commitment: Commitment
  confirmTimeoutMs: number
}): Promise<string> {
  try {
    const { transaction } = await buildTransferTransaction(input.connection, input.plan)
    const signature = await input.handle.sendTransaction(transaction, {
      address: input.plan.from,
      chain: input.chain,
      connection: input.connection,
    })
    await confirmSignature(input.connection, signature, {
      commitment: input.commitment,
      timeoutMs: input.confirmTimeoutMs,
    })
    return signature
  } catch (error) {
    throw toLatchError(error)
  }
}

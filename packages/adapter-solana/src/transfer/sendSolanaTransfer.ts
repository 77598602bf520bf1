import { toLatchError } from '@latch/core'
import { buildTransferTransaction, type TransferPlan } from './buildTransferTransaction'
import { type WalletSendContext, walletSendAndConfirm } from './walletSendAndConfirm'

/**
 * Builds the SOL or SPL transfer, hands its wire bytes to the wallet to sign and send, and waits until it lands.
 * Resolves with the base58 signature; every failure leaves as a Latch error (user rejected, wallet, RPC).
 */
export async function sendSolanaTransfer(input: WalletSendContext & { plan: TransferPlan }): Promise<string> {
  try {
    const { bytes } = await buildTransferTransaction(input.rpc, input.plan)
    return await walletSendAndConfirm(input, input.plan.from, bytes)
  } catch (error) {
    throw toLatchError(error)
  }
}

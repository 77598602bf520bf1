import { InvalidAddressError, toLatchError } from '@latch/core'
import { getBase64Encoder, getTransactionDecoder } from '@solana/kit'
import { type WalletSendContext, walletSendAndConfirm } from './walletSendAndConfirm'

/**
 * Hands a transaction a server prepared (base64 wire bytes, a counterparty's signature possibly already in it) to
 * the wallet to sign and send, and waits until it lands. The account must be one of its signers, so a transaction
 * meant for someone else never reaches a prompt. Resolves with the base58 signature; failures leave as Latch errors.
 */
export async function sendPreparedTransaction(
  input: WalletSendContext & { from: string; transaction: string },
): Promise<string> {
  try {
    const bytes = Uint8Array.from(getBase64Encoder().encode(input.transaction))
    const { signatures } = getTransactionDecoder().decode(bytes)
    if (!(input.from in signatures))
      throw new InvalidAddressError({ details: `the transaction is not to be signed by ${input.from}` })
    return await walletSendAndConfirm(input, input.from, bytes)
  } catch (error) {
    throw toLatchError(error)
  }
}

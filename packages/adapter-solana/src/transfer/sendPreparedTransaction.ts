import { InvalidAddressError, toLatchError } from '@latch/core'
import { getBase64Decoder, getBase64Encoder, getTransactionDecoder } from '@solana/kit'
import type { IdentifierString } from '@wallet-standard/base'
import type { SolanaCommitment, SolanaRpc } from '../rpc/createRpcClient'
import type { SolanaWalletHandle } from '../wallets/SolanaWalletHandle'
import { confirmSignature } from './confirmSignature'

/**
 * Hands a transaction a server prepared (base64 wire bytes, a counterparty's signature possibly already in it) to
 * the wallet to sign and send, and waits until it lands. The account must be one of its signers, so a transaction
 * meant for someone else never reaches a prompt. Resolves with the base58 signature; failures leave as Latch errors.
 */
export async function sendPreparedTransaction(input: {
  handle: SolanaWalletHandle
  rpc: SolanaRpc
  rpcUrl: string
  chain: IdentifierString
  from: string
  transaction: string
  commitment: SolanaCommitment
  confirmTimeoutMs: number
}): Promise<string> {
  const { rpc, commitment } = input
  try {
    const bytes = Uint8Array.from(getBase64Encoder().encode(input.transaction))
    const { signatures } = getTransactionDecoder().decode(bytes)
    if (!(input.from in signatures))
      throw new InvalidAddressError({ details: `the transaction is not to be signed by ${input.from}` })
    const signature = await input.handle.sendTransaction(bytes, {
      address: input.from,
      chain: input.chain,
      rpcUrl: input.rpcUrl,
      sendSigned: (signed) =>
        rpc
          .sendTransaction(getBase64Decoder().decode(signed) as Parameters<SolanaRpc['sendTransaction']>[0], {
            encoding: 'base64',
            preflightCommitment: commitment,
          })
          .send(),
    })
    await confirmSignature(rpc, signature, { commitment, timeoutMs: input.confirmTimeoutMs })
    return signature
  } catch (error) {
    throw toLatchError(error)
  }
}

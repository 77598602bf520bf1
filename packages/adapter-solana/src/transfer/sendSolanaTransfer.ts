import { toLatchError } from '@latch/core'
import { getBase64Decoder } from '@solana/kit'
import type { IdentifierString } from '@wallet-standard/base'
import type { SolanaCommitment, SolanaRpc } from '../rpc/createRpcClient'
import type { SolanaWalletHandle } from '../wallets/SolanaWalletHandle'
import { buildTransferTransaction, type TransferPlan } from './buildTransferTransaction'
import { confirmSignature } from './confirmSignature'

/**
 * Builds the SOL or SPL transfer, hands its wire bytes to the wallet to sign and send, and waits until it lands.
 * Resolves with the base58 signature; every failure leaves as a Latch error (user rejected, wallet, RPC).
 */
export async function sendSolanaTransfer(input: {
  handle: SolanaWalletHandle
  rpc: SolanaRpc
  rpcUrl: string
  chain: IdentifierString
  plan: TransferPlan
  commitment: SolanaCommitment
  confirmTimeoutMs: number
}): Promise<string> {
  const { rpc, commitment } = input
  try {
    const { bytes } = await buildTransferTransaction(rpc, input.plan)
    const signature = await input.handle.sendTransaction(bytes, {
      address: input.plan.from,
      chain: input.chain,
      rpcUrl: input.rpcUrl,
      // For wallets that only sign: the adapter sends through the selected network's RPC.
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

import { getBase64Decoder } from '@solana/kit'
import type { IdentifierString } from '@wallet-standard/base'
import type { SolanaCommitment, SolanaRpc } from '../rpc/createRpcClient'
import type { SolanaWalletHandle } from '../wallets/SolanaWalletHandle'
import { confirmSignature } from './confirmSignature'

/** Where and how a transaction is sent: the wallet, the selected network's RPC, and how long to wait for it. */
export interface WalletSendContext {
  handle: SolanaWalletHandle
  rpc: SolanaRpc
  rpcUrl: string
  chain: IdentifierString
  commitment: SolanaCommitment
  confirmTimeoutMs: number
}

/**
 * Hands transaction wire bytes to the wallet of `from` to sign and send (a wallet that only signs has them sent
 * through the selected network's RPC), then waits until the transaction lands. Resolves with the base58 signature.
 */
export async function walletSendAndConfirm(
  context: WalletSendContext,
  from: string,
  bytes: Uint8Array,
): Promise<string> {
  const { rpc, commitment } = context
  const signature = await context.handle.sendTransaction(bytes, {
    address: from,
    chain: context.chain,
    rpcUrl: context.rpcUrl,
    sendSigned: (signed) =>
      rpc
        .sendTransaction(getBase64Decoder().decode(signed) as Parameters<SolanaRpc['sendTransaction']>[0], {
          encoding: 'base64',
          preflightCommitment: commitment,
        })
        .send(),
  })
  await confirmSignature(rpc, signature, { commitment, timeoutMs: context.confirmTimeoutMs })
  return signature
}

import { WalletRequestError } from '@latch/core'
import type { Signature } from '@solana/kit'
import type { SolanaCommitment, SolanaRpc } from '../rpc/createRpcClient'

const POLL_MS = 400
const REACHED: Record<string, readonly string[]> = {
  processed: ['processed', 'confirmed', 'finalized'],
  confirmed: ['confirmed', 'finalized'],
  finalized: ['finalized'],
}

const jsonWithBigints = (value: unknown) =>
  JSON.stringify(value, (_, item) => (typeof item === 'bigint' ? item.toString() : item))

/**
 * Waits for a sent transaction by polling getSignatureStatuses (no WebSocket needed). Resolves once it reaches
 * `commitment`; throws `WalletRequestError` if it failed on chain, or was not seen within `timeoutMs`.
 */
export async function confirmSignature(
  rpc: SolanaRpc,
  signature: string,
  options: { commitment: SolanaCommitment; timeoutMs: number },
): Promise<void> {
  const wanted = REACHED[options.commitment] ?? REACHED.confirmed ?? []
  const deadline = Date.now() + options.timeoutMs
  for (;;) {
    const status = (await rpc.getSignatureStatuses([signature as Signature]).send()).value[0]
    if (status?.err) {
      throw new WalletRequestError({
        details: `transaction ${signature} failed: ${jsonWithBigints(status.err)}`,
      })
    }
    if (status?.confirmationStatus && wanted.includes(status.confirmationStatus)) return
    if (Date.now() + POLL_MS > deadline) {
      throw new WalletRequestError({
        details: `transaction ${signature} not confirmed within ${options.timeoutMs} ms`,
      })
    }
    await new Promise((resolve) => setTimeout(resolve, POLL_MS))
  }
}

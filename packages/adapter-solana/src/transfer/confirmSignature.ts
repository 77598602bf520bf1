import { WalletRequestError } from '@latch/core'
import type { Commitment, Connection } from '@solana/web3.js'

const POLL_MS = 400
const REACHED: Record<string, readonly string[]> = {
  processed: ['processed', 'confirmed', 'finalized'],
  confirmed: ['confirmed', 'finalized'],
  finalized: ['finalized'],
}

/**
 * Waits for a sent transaction by polling getSignatureStatuses (no WebSocket needed). Resolves once it reaches
 * `commitment`; throws `WalletRequestError` if it failed on chain, or was not seen within `timeoutMs`.
 */
export async function confirmSignature(
  connection: Connection,
  signature: string,
  options: { commitment: Commitment; timeoutMs: number },
): Promise<void> {
  const wanted = REACHED[options.commitment] ?? REACHED.confirmed ?? []
  const deadline = Date.now() + options.timeoutMs
  for (;;) {
    const status = (await connection.getSignatureStatuses([signature])).value[0]
    if (status?.err) {
      throw new WalletRequestError({
        details: `transaction ${signature} failed: ${JSON.stringify(status.err)}`,
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

import type { ChainAdapter, WalletCall } from '../../adapter/types'
import type { CaipAddress } from '../../caip/types'
import { SwapUnavailableError } from '../../errors/classes/SwapUnavailableError'

const BATCH_WAIT_MS = 60_000
const BATCH_POLL_MS = 400

/**
 * Whether the account's wallet sends atomic EIP-5792 batches on its network: its capabilities say `atomic`
 * 'supported', or 'ready' (it upgrades the account at the first batch). A wallet without EIP-5792, or one whose
 * capabilities cannot be read, is not: the swap then approves first, as without batches.
 */
export async function canBatchAtomically(adapter: ChainAdapter, from: CaipAddress): Promise<boolean> {
  if (!adapter.getCapabilities || !adapter.sendCalls || !adapter.getCallsStatus) return false
  try {
    const { atomic } = (await adapter.getCapabilities({ address: from })) as { atomic?: { status?: unknown } }
    return atomic?.status === 'supported' || atomic?.status === 'ready'
  } catch {
    return false
  }
}

/**
 * Sends the calls as one atomic batch (all or none) and resolves, once the wallet reports it landed, with the hash
 * of the transaction that ran them. A batch that failed on chain, or still pending after a minute, is
 * `SwapUnavailableError`.
 */
export async function sendAtomicBatch(
  adapter: ChainAdapter,
  from: CaipAddress,
  calls: readonly WalletCall[],
): Promise<unknown> {
  const { id } = await adapter.sendCalls!({ from, calls, atomicRequired: true })
  const deadline = Date.now() + BATCH_WAIT_MS
  for (;;) {
    const status = await adapter.getCallsStatus!({ id })
    if (status.status === 'failure')
      throw new SwapUnavailableError({
        details: 'the swap failed on the network. Nothing was spent but the fee.',
      })
    if (status.status === 'success') return status.receipts.at(-1)?.transactionHash
    if (Date.now() > deadline)
      throw new SwapUnavailableError({ details: 'the swap did not show on the network in time. Try again.' })
    await new Promise((resolve) => setTimeout(resolve, BATCH_POLL_MS))
  }
}

import { BaseError, createPublicClient, http, type PublicClient, TimeoutError } from 'viem'
import { SwapRefusal } from './swapErrors'

/** A read-only client on a network's RPC that gives up after `timeoutMs` and does not retry (RELIABILITY #5). */
export function rpcClient(rpcUrl: string, timeoutMs: number): PublicClient {
  return createPublicClient({ transport: http(rpcUrl, { timeout: timeoutMs, retryCount: 0 }) })
}

/**
 * What a failed RPC read means to the visitor: a hang is 'did not answer in time' (so the view can offer a retry),
 * anything else 'cannot be reached'. A `SwapRefusal` passes through.
 */
export function rpcRefusal(error: unknown): SwapRefusal {
  if (error instanceof SwapRefusal) return error
  const timedOut =
    error instanceof TimeoutError ||
    (error instanceof BaseError && error.walk((cause) => cause instanceof TimeoutError) !== null)
  return timedOut
    ? new SwapRefusal('RPC_TIMEOUT', 'The network did not answer in time. Try again.', 504)
    : new SwapRefusal('RPC_UNAVAILABLE', 'The network cannot be reached. Try again.', 502)
}

import { type LatchError, RequestAlreadyPendingError, toLatchError } from '@latch/core'

// EIP-1474 "resource unavailable": what MetaMask (and wallets copying it) answer while their prompt for the same
// kind of request is still open. Only for wallet requests: a node's -32002 means something else.
const REQUEST_ALREADY_PENDING = -32002

/** `toLatchError` for an EIP-1193 wallet's answer, plus -32002 as `RequestAlreadyPendingError`. */
export function toEvmWalletError(error: unknown): LatchError {
  const code = typeof error === 'object' && error !== null ? (error as { code?: unknown }).code : undefined
  if (code === REQUEST_ALREADY_PENDING) {
    const message = (error as { message?: unknown }).message
    return new RequestAlreadyPendingError({
      cause: error,
      ...(typeof message === 'string' ? { details: message } : {}),
    })
  }
  return toLatchError(error)
}

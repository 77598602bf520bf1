import { type LatchError, RequestAlreadyPendingError, toLatchError } from '@latch/core'

// Phantom's "Requested resource not available": its approval window is already open for an earlier request. Only
// for a wallet's answer: the Solana JSON-RPC uses -32002 for a failed preflight.
const APPROVAL_WINDOW_ALREADY_OPEN = -32002

/** `toLatchError` for a Solana wallet's answer, plus Phantom's -32002 as `RequestAlreadyPendingError`. */
export function toSolanaWalletError(error: unknown): LatchError {
  const code = typeof error === 'object' && error !== null ? (error as { code?: unknown }).code : undefined
  if (code === APPROVAL_WINDOW_ALREADY_OPEN) {
    const message = (error as { message?: unknown }).message
    return new RequestAlreadyPendingError({
      cause: error,
      ...(typeof message === 'string' ? { details: message } : {}),
    })
  }
  return toLatchError(error)
}

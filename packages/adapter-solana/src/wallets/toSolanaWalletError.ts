import { type LatchError, toLatchError } from '@latch/core'

/**
 * `toLatchError` for a Solana wallet's answer, with Phantom's -32002 ("Requested resource not available": its
 * approval window is already open for an earlier request) as `RequestAlreadyPendingError`. Only for a wallet's
 * answer: the Solana JSON-RPC uses -32002 for a failed preflight.
 */
export const toSolanaWalletError = (error: unknown): LatchError =>
  toLatchError(error, { requestPending: -32002 })

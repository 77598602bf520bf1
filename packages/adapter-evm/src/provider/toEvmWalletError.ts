import { type LatchError, toLatchError } from '@latch/core'

/**
 * `toLatchError` for an EIP-1193 wallet's answer, with EIP-1474's -32002 ("resource unavailable": what MetaMask and
 * wallets copying it answer while their prompt for the same kind of request is still open) as
 * `RequestAlreadyPendingError`. Only for wallet requests: a node's -32002 means something else.
 */
export const toEvmWalletError = (error: unknown): LatchError =>
  toLatchError(error, { requestPending: -32002 })

import {
  type LatchError,
  MethodNotSupportedError,
  ProviderDisconnectedError,
  toLatchError,
  UserRejectedError,
} from '@latch/core'

// Stacks wallets decline with 4001 (Leather, WBIP), -32000 (Xverse / sats-connect USER_REJECTION) or -31001
// (@stacks/connect's "User canceled the request").
const REJECTED = new Set([4001, -32000, -31001])
const NOT_SUPPORTED = new Set([4200, -32601])

/** Maps a Stacks wallet's JSON-RPC error to core's typed errors; anything else goes through `toLatchError`. */
export function toStacksError(error: unknown): LatchError {
  const code = typeof error === 'object' && error !== null ? (error as { code?: unknown }).code : undefined
  const message =
    typeof error === 'object' &&
    error !== null &&
    typeof (error as { message?: unknown }).message === 'string'
      ? (error as { message: string }).message
      : undefined
  if (typeof code === 'number' && REJECTED.has(code))
    return new UserRejectedError({ cause: error, details: message })
  if (typeof code === 'number' && NOT_SUPPORTED.has(code))
    return new MethodNotSupportedError({ cause: error, details: message })
  if (code === 4900) return new ProviderDisconnectedError({ cause: error, details: message })
  return toLatchError(error)
}

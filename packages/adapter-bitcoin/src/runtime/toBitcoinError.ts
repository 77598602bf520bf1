import {
  type LatchError,
  MethodNotSupportedError,
  toLatchError,
  UserRejectedError,
  WalletRequestError,
} from '@latch/core'

/** sats-connect's `RpcErrorCode` values the adapter tells apart. */
export const SATS_CONNECT_ERROR = {
  METHOD_NOT_FOUND: -32601,
  USER_REJECTION: -32000,
  METHOD_NOT_SUPPORTED: -32001,
  ACCESS_DENIED: -32002,
} as const

/** A JSON-RPC error a sats-connect provider answered, before it is mapped. */
export class SatsConnectRpcError extends Error {
  constructor(
    readonly code: number | undefined,
    message: string,
  ) {
    super(message)
    this.name = 'SatsConnectRpcError'
  }
}

/** Maps sats-connect's error codes (and anything else a wallet throws) to Latch's typed errors. */
export function toBitcoinError(error: unknown): LatchError {
  if (!(error instanceof SatsConnectRpcError)) return toLatchError(error)
  const details = error.message || undefined
  if (error.code === SATS_CONNECT_ERROR.USER_REJECTION)
    return new UserRejectedError({ cause: error, details })
  if (
    error.code === SATS_CONNECT_ERROR.METHOD_NOT_FOUND ||
    error.code === SATS_CONNECT_ERROR.METHOD_NOT_SUPPORTED
  )
    return new MethodNotSupportedError({ cause: error, details })
  if (error.code === undefined) return toLatchError(error)
  return new WalletRequestError({ cause: error, details })
}

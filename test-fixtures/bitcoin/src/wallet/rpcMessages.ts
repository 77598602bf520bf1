// The JSON-RPC 2.0 messages a sats-connect provider's `request(method, params)` resolves with
// (@sats-connect/core's rpcSuccessResponseMessageSchema / rpcErrorResponseMessageSchema).

/** sats-connect's `RpcErrorCode` values the dev wallet answers with. */
export const RPC_ERROR = {
  INVALID_PARAMS: -32602,
  METHOD_NOT_FOUND: -32601,
  INTERNAL_ERROR: -32603,
  /** The visitor declined in the wallet. */
  USER_REJECTION: -32000,
  METHOD_NOT_SUPPORTED: -32001,
  /** The site has no permission (not connected). */
  ACCESS_DENIED: -32002,
} as const

export interface RpcSuccess {
  jsonrpc: '2.0'
  id: string
  result: unknown
}

export interface RpcFailure {
  jsonrpc: '2.0'
  id: string
  error: { code: number; message: string }
}

/** A failure the wallet reports as a JSON-RPC error message (never a thrown exception). */
export class RpcError extends Error {
  constructor(
    readonly code: number,
    message: string,
  ) {
    super(message)
    this.name = 'RpcError'
  }
}

export const success = (id: string, result: unknown): RpcSuccess => ({ jsonrpc: '2.0', id, result })

export const failure = (id: string, code: number, message: string): RpcFailure => ({
  jsonrpc: '2.0',
  id,
  error: { code, message },
})

/** A JSON-RPC error the server answers with (-32601 unknown method, -32602 bad params, -32000 call failed). */
export class RpcError extends Error {
  readonly code: number
  readonly data: unknown
  constructor(code: number, message: string, data?: unknown) {
    super(message)
    this.code = code
    this.data = data
  }
}

/** The JSON-RPC error for a parameter that is missing or of the wrong type. */
export function invalidParams(message: string): RpcError {
  return new RpcError(-32602, `Invalid params: ${message}`)
}

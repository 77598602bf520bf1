/** A JSON-RPC error the server answers with (code, message, optional data). */
export class RpcError extends Error {
  constructor(
    readonly code: number,
    message: string,
    readonly data?: string,
  ) {
    super(message)
  }
}

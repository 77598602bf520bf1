/** A JSON-RPC error as the Sui full node returns it (`{ code, message }`). */
export class RpcError extends Error {
  constructor(
    readonly code: number,
    message: string,
  ) {
    super(message)
  }
}

/** JSON-RPC error codes of ERC-4337 bundlers (ERC-7769) and JSON-RPC itself that the sponsor route answers. */
export const SPONSOR_ERROR_CODES = {
  invalidParams: -32602,
  methodNotFound: -32601,
  rejectedByAccount: -32500,
  rejectedByPaymaster: -32501,
  executionReverted: -32521,
  unavailable: -32603,
} as const

/** A refusal the route answers as a JSON-RPC error (never a 500). */
export class SponsorRefusal extends Error {
  constructor(
    readonly code: number,
    message: string,
  ) {
    super(message)
    this.name = 'SponsorRefusal'
  }
}

import { safeJsonParse, safeJsonStringify } from '@walletconnect/safe-json'

/** Request ids from the SDK are integers above 2^53: parsed and written back as bigint by safe-json. */
type JsonRpcId = number | string | bigint

export interface JsonRpcFrame {
  id?: JsonRpcId
  jsonrpc?: string
  method?: string
  params?: unknown
  result?: unknown
  error?: unknown
}

/** JSON-RPC error codes the relay answers with. */
export const RELAY_ERROR = {
  parse: -32700,
  invalidRequest: -32600,
  methodNotFound: -32601,
  invalidParams: -32602,
  internal: -32603,
  /** Too many requests from one client (its other sockets and every other client are unaffected). */
  rateLimited: -32005,
} as const

/** A request the relay refuses: answered as a JSON-RPC error, the socket stays open. */
export class RelayRequestError extends Error {
  constructor(
    readonly code: number,
    message: string,
  ) {
    super(message)
  }
}

export function parseFrame(text: string): JsonRpcFrame | undefined {
  const parsed = safeJsonParse(text) as unknown
  return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed)
    ? (parsed as JsonRpcFrame)
    : undefined
}

export function writeFrame(frame: JsonRpcFrame): string {
  return safeJsonStringify({ jsonrpc: '2.0', ...frame })
}

/** Ids of the relay's own requests (`irn_subscription`): above 2^53 like the SDK's, unique per relay process. */
export function createRequestIds(): () => bigint {
  let next = 2n ** 53n + BigInt(Math.floor(Math.random() * 2 ** 40)) * 1000n
  return () => {
    next += 1n
    return next
  }
}

import type { Context } from 'hono'
import type { ContentfulStatusCode } from 'hono/utils/http-status'

/** The codes a swap route answers in `reasons[0].code`. */
export type SwapErrorCode =
  | 'INVALID_REQUEST'
  | 'UNKNOWN_NETWORK'
  | 'UNKNOWN_TOKEN'
  | 'INSUFFICIENT_LIQUIDITY'
  | 'QUOTE_EXPIRED'
  | 'INVALID_QUOTE'
  | 'RPC_TIMEOUT'
  | 'RPC_UNAVAILABLE'
  | 'SOURCE_TIMEOUT'
  | 'SOURCE_UNAVAILABLE'
  | 'PRICE_MOVED'
  | 'PERMIT_UNSUPPORTED'
  | 'INVALID_PERMIT'

/** The spec's error text the modal matches on (spec §8). */
export const INSUFFICIENT_LIQUIDITY = 'Insufficient liquidity'

/** A refusal the swap routes turn into `{ reasons: [{ code, description }] }`. */
export class SwapRefusal extends Error {
  constructor(
    readonly code: SwapErrorCode,
    readonly description: string,
    readonly status: ContentfulStatusCode,
  ) {
    super(description)
    this.name = 'SwapRefusal'
  }
}

/** Answers a refusal in the swap error shape the client reads (`reasons[0].description`). */
export function answerRefusal(c: Context, refusal: SwapRefusal) {
  return c.json({ reasons: [{ code: refusal.code, description: refusal.description }] }, refusal.status)
}

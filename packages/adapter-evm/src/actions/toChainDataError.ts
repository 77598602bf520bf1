import { ChainDataUnavailableError, type LatchError, toLatchError } from '@latch/core'
import { BaseError } from 'viem'

// JSON-RPC "method not found" and "method not supported": the endpoint cannot answer this read at all.
const UNAVAILABLE_CODES = new Set([-32601, -32004])

/** A node's refusal of a method becomes `ChainDataUnavailableError`; anything else (timeouts, 5xx) stays an error. */
export function toChainDataError(error: unknown, what: string): LatchError {
  const code =
    error instanceof BaseError
      ? (
          error.walk((cause) => typeof (cause as { code?: unknown }).code === 'number') as {
            code?: number
          } | null
        )?.code
      : undefined
  if (code !== undefined && UNAVAILABLE_CODES.has(code))
    return new ChainDataUnavailableError({ details: what, cause: error })
  return toLatchError(error)
}

/** Parameters every Latch error accepts besides its fixed message. */
export interface LatchErrorParameters {
  /** Extra detail for developers (never shown as the main message). */
  details?: string
  /** The underlying error, kept as the cause chain. */
  cause?: unknown
}

/**
 * Base of every error Latch raises. Each subclass has a literal `name`, a stable `code`
 * and one fixed sentence from the product spec as its message.
 */
export abstract class LatchError extends Error {
  abstract override readonly name: string
  abstract readonly code: string
  readonly details: string | undefined

  constructor(message: string, parameters: LatchErrorParameters = {}) {
    super(message, parameters.cause === undefined ? undefined : { cause: parameters.cause })
    this.details = parameters.details
  }
}

/** True for any error raised by Latch (or an adapter using Latch's catalogue). */
export function isLatchError(value: unknown): value is LatchError {
  return value instanceof LatchError
}

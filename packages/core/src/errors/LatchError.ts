/** Parameters every Latch error accepts besides its fixed message. */
export interface LatchErrorParameters {
  /** Extra detail for developers (never shown as the main message). */
  details?: string
  /** The underlying error, kept as the cause chain. */
  cause?: unknown
}

/**
 * Marks a Latch error across copies of @latch/core: a host whose bundle holds two versions of core (one pulled in by
 * an adapter, one by the UI) still recognises the other copy's errors. `Symbol.for` is shared by every copy.
 */
const LATCH_ERROR_BRAND = Symbol.for('@latch/core:LatchError')

/**
 * Base of every error Latch raises. Each subclass has a literal `name`, a stable `code` (also on the class, so that
 * `instanceof` can compare codes across copies of core) and one fixed sentence from the product spec as its message.
 */
export abstract class LatchError extends Error {
  abstract override readonly name: string
  abstract readonly code: string
  readonly details: string | undefined

  constructor(message: string, parameters: LatchErrorParameters = {}) {
    super(message, parameters.cause === undefined ? undefined : { cause: parameters.cause })
    this.details = parameters.details
    // An own property, not a prototype getter: a class's prototype must not pass for an error.
    Object.defineProperty(this, LATCH_ERROR_BRAND, { value: true })
  }
}

/**
 * `error instanceof UserRejectedError` holds for an error from another copy of core with the same code. Defined outside
 * the class body: some hosts' type libraries already declare a static `Symbol.hasInstance` on Error, others do not.
 */
Object.defineProperty(LatchError, Symbol.hasInstance, {
  value(this: { code?: unknown }, value: unknown): boolean {
    if (Function.prototype[Symbol.hasInstance].call(this, value)) return true
    if (!isLatchError(value)) return false
    if (this === LatchError) return true
    return typeof this.code === 'string' && this.code === value.code
  },
})

/** True for any error raised by Latch (or an adapter using Latch's catalogue), whichever copy of core raised it. */
export function isLatchError(value: unknown): value is LatchError {
  return (
    typeof value === 'object' &&
    value !== null &&
    (value as Record<symbol, unknown>)[LATCH_ERROR_BRAND] === true
  )
}

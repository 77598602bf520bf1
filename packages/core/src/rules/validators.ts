import { InvalidSignatureError, InvalidTransactionHashError } from '../errors/catalogue'

const TRANSACTION_HASH = /^0x[0-9a-fA-F]{64}$/
const SIGNED_MESSAGE = /^0x[0-9a-fA-F]{62,}$/

/** True when `value` is `0x` followed by exactly 64 hex characters (spec §5). */
export function isTransactionHash(value: unknown): value is `0x${string}` {
  return typeof value === 'string' && TRANSACTION_HASH.test(value)
}

/** True when `value` is `0x` followed by at least 62 hex characters (spec §5). */
export function isSignedMessage(value: unknown): value is `0x${string}` {
  return typeof value === 'string' && SIGNED_MESSAGE.test(value)
}

/** Throws 'Invalid transaction hash' unless `value` is a transaction hash. */
export function assertTransactionHash(value: unknown): asserts value is `0x${string}` {
  if (!isTransactionHash(value)) throw new InvalidTransactionHashError({ details: describe(value) })
}

/** Throws 'Invalid signed message' unless `value` is a signature. */
export function assertSignedMessage(value: unknown): asserts value is `0x${string}` {
  if (!isSignedMessage(value)) throw new InvalidSignatureError({ details: describe(value) })
}

// Enough of the bad value to recognise it in a log, never a whole payload.
function describe(value: unknown): string {
  return typeof value === 'string' ? value.slice(0, 80) : typeof value
}

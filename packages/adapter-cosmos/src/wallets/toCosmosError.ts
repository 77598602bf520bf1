import { isLatchError, type LatchError, toLatchError, UserRejectedError } from '@latch/core'

// Keplr and Leap decline with a plain Error('Request rejected'); Cosmostation uses 4001 (core maps it).
const COSMOS_REJECTION = /request rejected|rejected by (the )?user|user denied|user declined/i

/** Turns a Keplr-interface wallet failure into a Latch error; the wallets' decline texts are user rejections. */
export function toCosmosError(error: unknown): LatchError {
  if (isLatchError(error)) return error
  const message = error instanceof Error ? error.message : typeof error === 'string' ? error : ''
  if (COSMOS_REJECTION.test(message)) return new UserRejectedError({ cause: error, details: message })
  return toLatchError(error)
}

/** True when a wallet failure is the visitor declining. */
export function isCosmosRejection(error: unknown): boolean {
  return toCosmosError(error) instanceof UserRejectedError
}

import { type LatchError, toLatchError, UserRejectedError } from '@latch/core'

// Sui wallets decline in their own words ("Rejected from user" from Slush / Sui Wallet, "User rejection"); Wallet
// Standard errors carry the 4001000 code in `context.__code`. Core's mapping knows neither shape.
const SUI_REJECTION_TEXT = /rejected from user|user rejection|rejected by (the )?user/i
const WALLET_STANDARD_REJECTED = 4001000

function isSuiRejection(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false
  const { message, context } = error as { message?: unknown; context?: { __code?: unknown } }
  return (
    (typeof message === 'string' && SUI_REJECTION_TEXT.test(message)) ||
    context?.__code === WALLET_STANDARD_REJECTED
  )
}

/** `toLatchError` plus the rejection shapes of Sui wallets, which become `UserRejectedError`. */
export function toSuiError(error: unknown): LatchError {
  if (isSuiRejection(error)) {
    return new UserRejectedError({ cause: error, details: (error as { message?: string }).message })
  }
  return toLatchError(error)
}

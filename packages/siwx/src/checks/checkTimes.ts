import type { SignInMessage } from '@latch/core'
import { MessageExpiredError, MessageNotYetValidError } from '../errors'

/**
 * issuedAt / notBefore / expirationTime against `now`, each with `skewMs` of allowance for clocks that disagree:
 * a message issued or valid from a little in the future passes, one expired a little ago does too.
 */
export function checkTimes(fields: SignInMessage, now: number, skewMs: number): void {
  if (fields.expirationTime !== undefined && Date.parse(fields.expirationTime) + skewMs <= now)
    throw new MessageExpiredError({ details: fields.expirationTime })
  if (fields.notBefore !== undefined && Date.parse(fields.notBefore) - skewMs > now)
    throw new MessageNotYetValidError({ details: `notBefore ${fields.notBefore}` })
  if (Date.parse(fields.issuedAt) - skewMs > now)
    throw new MessageNotYetValidError({ details: `issuedAt ${fields.issuedAt}` })
}

import { EmailCooldownError } from '../errors/catalogue'

/** How long the visitor waits between two e-mail login requests (spec §9). */
export const EMAIL_LOGIN_COOLDOWN_MS = 30_000

/**
 * Whole seconds (rounded up) before another e-mail login may be asked, 0 when it may be asked now.
 * A request time in the future (clock moved back) counts as just now, so the wait never exceeds 30 s.
 */
export function emailCooldownSecondsLeft(lastRequestAt: number | undefined, now: number): number {
  if (lastRequestAt === undefined) return 0
  const elapsed = Math.max(0, now - lastRequestAt)
  if (elapsed >= EMAIL_LOGIN_COOLDOWN_MS) return 0
  return Math.ceil((EMAIL_LOGIN_COOLDOWN_MS - elapsed) / 1000)
}

/** Throws `EmailCooldownError` ('Please try again after N seconds') while the 30 s cooldown runs. */
export function checkEmailCooldown(lastRequestAt: number | undefined, now: number): void {
  const secondsLeft = emailCooldownSecondsLeft(lastRequestAt, now)
  if (secondsLeft > 0) throw new EmailCooldownError(secondsLeft)
}

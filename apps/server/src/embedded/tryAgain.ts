import type { Context } from 'hono'

/** The spec's resend message (§5: at most once per 30 seconds), N whole seconds rounded up. */
export function tryAgain(c: Context, retryAfterMs: number) {
  const seconds = Math.max(1, Math.ceil(retryAfterMs / 1000))
  c.header('Retry-After', String(seconds))
  return c.json({ error: `Please try again after ${seconds} seconds`, retryAfterSeconds: seconds }, 429)
}

/** The longest wait a server may ask for that is honoured as given (an hour). */
const MAX_RETRY_AFTER_SECONDS = 3600

/** Seconds to wait from a Retry-After header (delta-seconds or an HTTP date), or undefined when absent or unreadable. */
export function readRetryAfter(header: string | null, now = Date.now()): number | undefined {
  if (!header) return undefined
  const trimmed = header.trim()
  const seconds = /^\d+$/.test(trimmed) ? Number(trimmed) : (Date.parse(trimmed) - now) / 1000
  if (!Number.isFinite(seconds) || seconds <= 0) return undefined
  return Math.min(Math.ceil(seconds), MAX_RETRY_AFTER_SECONDS)
}

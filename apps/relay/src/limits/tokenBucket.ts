/** Requests a client may make: `burst` at once, refilled at `perSecond`. */
export interface RateLimit {
  burst: number
  perSecond: number
}

/** A token bucket: `take()` is false once the client has used its burst faster than the refill. */
export function createTokenBucket(limit: RateLimit, now: () => number): { take(): boolean } {
  let tokens = limit.burst
  let refilledAt = now()
  return {
    take() {
      const current = now()
      tokens = Math.min(limit.burst, tokens + ((current - refilledAt) / 1000) * limit.perSecond)
      refilledAt = current
      if (tokens < 1) return false
      tokens -= 1
      return true
    },
  }
}

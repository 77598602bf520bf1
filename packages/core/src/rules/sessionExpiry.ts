import type { SiwxSession } from '../options/types'

/** True when the session's expirationTime has passed at `now` (a session without one does not expire). */
export function isSessionExpired(session: SiwxSession, now: number): boolean {
  const expiration = session.data.expirationTime
  if (expiration === undefined) return false
  const time = Date.parse(expiration)
  // An unreadable expiration is treated as expired: never act on a session whose lifetime is unknown.
  return Number.isNaN(time) || time <= now
}

/** The sessions still valid at `now`. */
export function liveSessions(sessions: readonly SiwxSession[], now: number): SiwxSession[] {
  return sessions.filter((session) => !isSessionExpired(session, now))
}

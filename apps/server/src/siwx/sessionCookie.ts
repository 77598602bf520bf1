import type { SiwxServerSession } from '@latch/siwx'
import type { Context } from 'hono'
import { deleteCookie, getCookie, setCookie } from 'hono/cookie'
import * as v from 'valibot'
import { safeToken } from '../http/boundary'

/**
 * The HTTP-only cookie that carries a project's session id: one name per project, so that two projects served by
 * one server keep their own sign-in instead of overwriting each other's.
 */
function sessionCookieName(projectId: string): string {
  return `latch_siwx_${projectId}`
}

/** A session id as `@latch/siwx` makes them: 32 letters and digits. */
const SessionId = safeToken(/^[A-Za-z0-9]{32}$/, 32)

/** Browsers keep a cookie at most 400 days (RFC 6265bis); a longer session is asked for again then. */
const MAX_COOKIE_SECONDS = 400 * 24 * 60 * 60

// No Path: the browser then scopes the cookie to the directory of the sign-in routes (`<prefix>/siwx`), so it
// goes to them alone, wherever the server is mounted (its own host, or a path of the host's site).
const ATTRIBUTES = { httpOnly: true, sameSite: 'Strict', path: undefined } as const

/** The session id in the request's cookie for this project, when it is one the server could have made. */
export function readSessionCookie(c: Context, projectId: string): string | undefined {
  const id = v.safeParse(SessionId, getCookie(c, sessionCookieName(projectId)))
  return id.success ? id.output : undefined
}

/** Sets the project's session cookie until the session expires; `Secure` when the page is on https. */
export function setSessionCookie(c: Context, projectId: string, session: SiwxServerSession, origin: string) {
  const seconds = Math.floor((session.expiresAt - Date.now()) / 1000)
  setCookie(c, sessionCookieName(projectId), session.id, {
    ...ATTRIBUTES,
    secure: origin.startsWith('https:'),
    maxAge: Math.min(MAX_COOKIE_SECONDS, Math.max(1, seconds)),
  })
}

/** Tells the browser to drop the project's session cookie (`origin`: the page's, when the request named one). */
export function clearSessionCookie(c: Context, projectId: string, origin: string | undefined) {
  deleteCookie(c, sessionCookieName(projectId), {
    ...ATTRIBUTES,
    secure: origin?.startsWith('https:') ?? false,
  })
}

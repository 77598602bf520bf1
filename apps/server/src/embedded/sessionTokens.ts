import { randomUUID } from 'node:crypto'
import { and, eq, gt, isNull } from 'drizzle-orm'
import { jwtVerify, SignJWT } from 'jose'
import type { Database } from '../db/openDatabase'
import { embeddedSessions } from '../db/schema'

const SESSION_LIFETIME_MS = 24 * 60 * 60_000

/** A live frame session, as the routes see it. */
export interface FrameSession {
  id: string
  userId: string
  projectId: string
  createdAt: number
}

/**
 * Opens a session for a user in a project and signs its token: HS256, `sub` the user, `pid` the project, `aud` the
 * frame's origin, `jti` the session row (which sign-out revokes).
 */
export async function issueSessionToken(
  db: Database,
  key: Uint8Array,
  session: { userId: string; projectId: string; audience: string },
  now: number,
): Promise<{ token: string; expiresAt: number }> {
  const id = randomUUID()
  const expiresAt = now + SESSION_LIFETIME_MS
  await db.insert(embeddedSessions).values({ id, ...session, createdAt: now, expiresAt })
  const token = await new SignJWT({ pid: session.projectId })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(session.userId)
    .setAudience(session.audience)
    .setJti(id)
    .setIssuedAt(Math.floor(now / 1000))
    .setExpirationTime(Math.floor(expiresAt / 1000))
    .sign(key)
  return { token, expiresAt }
}

/**
 * The live session a token stands for in `projectId`, or undefined: a bad signature or algorithm, another audience
 * or project, an expired token, or a session that was signed out.
 */
export async function readSessionToken(
  db: Database,
  key: Uint8Array,
  token: string,
  expected: { projectId: string; audience: string },
  now: number,
): Promise<FrameSession | undefined> {
  let claims: { sub?: string; jti?: string; pid?: unknown }
  try {
    ;({ payload: claims } = await jwtVerify(token, key, {
      algorithms: ['HS256'],
      audience: expected.audience,
      currentDate: new Date(now),
      requiredClaims: ['sub', 'jti', 'exp', 'iat'],
    }))
  } catch {
    return undefined
  }
  if (claims.pid !== expected.projectId || !claims.jti || !claims.sub) return undefined
  const [session] = await db
    .select()
    .from(embeddedSessions)
    .where(
      and(
        eq(embeddedSessions.id, claims.jti),
        eq(embeddedSessions.userId, claims.sub),
        eq(embeddedSessions.projectId, expected.projectId),
        isNull(embeddedSessions.revokedAt),
        gt(embeddedSessions.expiresAt, now),
      ),
    )
  return session
    ? { id: session.id, userId: session.userId, projectId: session.projectId, createdAt: session.createdAt }
    : undefined
}

/** Signs a session out: its token is refused from now on, on every instance. */
export async function revokeSession(db: Database, id: string, now: number): Promise<void> {
  await db.update(embeddedSessions).set({ revokedAt: now }).where(eq(embeddedSessions.id, id))
}

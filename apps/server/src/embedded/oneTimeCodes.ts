import { createHmac, randomInt, timingSafeEqual } from 'node:crypto'
import { and, eq, gt, isNull, lt, sql } from 'drizzle-orm'
import type { Database } from '../db/openDatabase'
import { embeddedEmailCodes } from '../db/schema'
import type { CodePurpose } from './codeMailer'

const CODE_LIFETIME_MS = 10 * 60_000
export const RESEND_AFTER_MS = 30_000
const MAX_ATTEMPTS = 5

/** Which code: a project's address, for one purpose. */
export interface CodeKey {
  projectId: string
  email: string
  purpose: CodePurpose
}

/** The stored form of a code: HMAC-SHA256 under the server's code key, bound to its project, address and purpose. */
function hashCode(key: Uint8Array, codeKey: CodeKey, code: string): string {
  return createHmac('sha256', key)
    .update(JSON.stringify([codeKey.projectId, codeKey.email, codeKey.purpose, code]))
    .digest('hex')
}

const keyMatches = (codeKey: CodeKey) =>
  and(
    eq(embeddedEmailCodes.projectId, codeKey.projectId),
    eq(embeddedEmailCodes.email, codeKey.email),
    eq(embeddedEmailCodes.purpose, codeKey.purpose),
  )

export type StartResult = { ok: true; code: string; codeHash: string } | { ok: false; retryAfterMs: number }

/**
 * Issues a fresh six-digit code, replacing the last one, unless the last was issued less than 30 s ago, or is
 * locked by wrong attempts and not expired yet (then a new one waits for its expiry: five guesses per ten minutes).
 * One statement, so instances sharing the database cannot both issue.
 */
export async function startCode(
  db: Database,
  keys: { code: Uint8Array },
  codeKey: CodeKey,
  now: number,
): Promise<StartResult> {
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0')
  const codeHash = hashCode(keys.code, codeKey, code)
  const fresh = { codeHash, createdAt: now, expiresAt: now + CODE_LIFETIME_MS, attempts: 0, usedAt: null }
  const issued = await db
    .insert(embeddedEmailCodes)
    .values({ ...codeKey, ...fresh })
    .onConflictDoUpdate({
      target: [embeddedEmailCodes.projectId, embeddedEmailCodes.email, embeddedEmailCodes.purpose],
      set: fresh,
      setWhere: sql`${embeddedEmailCodes.createdAt} <= ${now - RESEND_AFTER_MS} and not (${embeddedEmailCodes.attempts} >= ${MAX_ATTEMPTS} and ${embeddedEmailCodes.usedAt} is null and ${embeddedEmailCodes.expiresAt} > ${now})`,
    })
    .returning({ codeHash: embeddedEmailCodes.codeHash })
  if (issued.length > 0) return { ok: true, code, codeHash }
  const [last] = await db.select().from(embeddedEmailCodes).where(keyMatches(codeKey))
  if (!last) return { ok: false, retryAfterMs: RESEND_AFTER_MS }
  const locked = last.attempts >= MAX_ATTEMPTS && last.usedAt === null && last.expiresAt > now
  const retryAt = Math.max(last.createdAt + RESEND_AFTER_MS, locked ? last.expiresAt : 0)
  return { ok: false, retryAfterMs: Math.max(retryAt - now, 1) }
}

/** Removes a code whose mail could not be sent, so the visitor may ask again at once. */
export async function withdrawCode(db: Database, codeKey: CodeKey, codeHash: string): Promise<void> {
  await db
    .delete(embeddedEmailCodes)
    .where(and(keyMatches(codeKey), eq(embeddedEmailCodes.codeHash, codeHash)))
}

export type VerifyResult =
  | { ok: true }
  | { ok: false; reason: 'invalid'; attemptsLeft: number }
  | { ok: false; reason: 'expired' }
  | { ok: false; reason: 'locked' }

/**
 * Checks a code and uses it up. Each try counts before the comparison (an atomic increment, so parallel guesses
 * on several instances still get five in all); a right code is used once.
 */
export async function verifyCode(
  db: Database,
  keys: { code: Uint8Array },
  codeKey: CodeKey,
  code: string,
  now: number,
): Promise<VerifyResult> {
  const [attempt] = await db
    .update(embeddedEmailCodes)
    .set({ attempts: sql`${embeddedEmailCodes.attempts} + 1` })
    .where(
      and(
        keyMatches(codeKey),
        isNull(embeddedEmailCodes.usedAt),
        lt(embeddedEmailCodes.attempts, MAX_ATTEMPTS),
        gt(embeddedEmailCodes.expiresAt, now),
      ),
    )
    .returning({ codeHash: embeddedEmailCodes.codeHash, attempts: embeddedEmailCodes.attempts })
  if (!attempt) {
    const [last] = await db.select().from(embeddedEmailCodes).where(keyMatches(codeKey))
    if (!last || last.usedAt !== null) return { ok: false, reason: 'invalid', attemptsLeft: 0 }
    if (last.expiresAt <= now) return { ok: false, reason: 'expired' }
    return { ok: false, reason: 'locked' }
  }
  const given = Buffer.from(hashCode(keys.code, codeKey, code), 'hex')
  if (!timingSafeEqual(given, Buffer.from(attempt.codeHash, 'hex'))) {
    return { ok: false, reason: 'invalid', attemptsLeft: MAX_ATTEMPTS - attempt.attempts }
  }
  const used = await db
    .update(embeddedEmailCodes)
    .set({ usedAt: now })
    .where(
      and(
        keyMatches(codeKey),
        isNull(embeddedEmailCodes.usedAt),
        eq(embeddedEmailCodes.codeHash, attempt.codeHash),
      ),
    )
    .returning({ usedAt: embeddedEmailCodes.usedAt })
  return used.length > 0 ? { ok: true } : { ok: false, reason: 'invalid', attemptsLeft: 0 }
}

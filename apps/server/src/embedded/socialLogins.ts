import { and, eq, gt, isNull } from 'drizzle-orm'
import type { Database } from '../db/openDatabase'
import { embeddedSocialLogins } from '../db/schema'
import { userForEmail } from './embeddedUsers'
import { linkAccount, linkedUser } from './identityLinks'
import type { SocialFailure } from './socialClient'
import type { SocialIdentity } from './socialProviders'

/** How long a visitor has from the click to the callback, and the frame to claim the outcome. */
export const SOCIAL_LOGIN_TTL_MS = 10 * 60_000

/** What a login ended in, besides a user: a provider failure, or an e-mail the provider did not verify. */
export type SocialOutcomeError = SocialFailure | 'unverified'

/** The visitor's message and status for each outcome error (the frame shows the message as is). */
export const SOCIAL_ERRORS: Readonly<
  Record<SocialOutcomeError, { status: 400 | 403 | 502; message: string }>
> = {
  unverified: { status: 403, message: 'The provider did not verify this e-mail' },
  cancelled: { status: 400, message: 'The login was cancelled' },
  refused: { status: 400, message: 'The provider refused the login' },
  unverifiable: { status: 400, message: "The provider's answer did not verify" },
  unreachable: { status: 502, message: 'The login provider cannot be reached' },
}

export type SocialLoginRow = typeof embeddedSocialLogins.$inferSelect

/**
 * Takes the callback for `state` once: the row, when it exists, is live and had no callback yet. A second callback
 * with the same state (a replayed or doubled redirect) gets nothing, whatever its code.
 */
export async function takeCallback(
  db: Database,
  state: string,
  now: number,
): Promise<SocialLoginRow | undefined> {
  const [row] = await db
    .update(embeddedSocialLogins)
    .set({ completedAt: now })
    .where(
      and(
        eq(embeddedSocialLogins.state, state),
        isNull(embeddedSocialLogins.completedAt),
        gt(embeddedSocialLogins.expiresAt, now),
      ),
    )
    .returning()
  return row
}

export async function loginByState(db: Database, state: string) {
  const [row] = await db.select().from(embeddedSocialLogins).where(eq(embeddedSocialLogins.state, state))
  return row
}

export async function setOutcome(
  db: Database,
  state: string,
  outcome: { userId: string } | { error: SocialOutcomeError },
) {
  await db
    .update(embeddedSocialLogins)
    .set('userId' in outcome ? { userId: outcome.userId } : { error: outcome.error })
    .where(eq(embeddedSocialLogins.state, state))
}

/** Marks the outcome claimed, once: the row when this call claimed it. */
export async function claimOutcome(db: Database, projectId: string, attempt: string, now: number) {
  const [row] = await db
    .update(embeddedSocialLogins)
    .set({ claimedAt: now })
    .where(
      and(
        eq(embeddedSocialLogins.projectId, projectId),
        eq(embeddedSocialLogins.attempt, attempt),
        isNull(embeddedSocialLogins.claimedAt),
      ),
    )
    .returning()
  return row
}

/**
 * The user a provider account logs in as. An account linked before is its user. Otherwise a VERIFIED e-mail links
 * it to the project's user with that address (the one the e-mail code path gives; created if new), so both paths
 * reach the same wallet. An unverified or missing e-mail links nothing: 'unverified'.
 */
export async function userForIdentity(
  db: Database,
  projectId: string,
  provider: string,
  identity: SocialIdentity,
  now: number,
): Promise<{ userId: string } | { error: 'unverified' }> {
  const account = { projectId, provider, subject: identity.subject }
  const linked = await linkedUser(db, account)
  if (linked) return { userId: linked }
  if (!identity.emailVerified || !identity.email) return { error: 'unverified' }
  const user = await userForEmail(db, projectId, identity.email.normalize('NFC').toLowerCase(), now)
  return { userId: await linkAccount(db, account, user.id, now) }
}

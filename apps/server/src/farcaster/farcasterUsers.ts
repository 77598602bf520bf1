import { randomUUID } from 'node:crypto'
import { and, eq } from 'drizzle-orm'
import type { Database } from '../db/openDatabase'
import { embeddedSocialIdentities, embeddedUsers } from '../db/schema'

/** The provider name of Farcaster logins and links (beside the social providers' names). */
export const FARCASTER_PROVIDER = 'farcaster'

/**
 * The user a Farcaster id logs in as: the one linked to the fid, or a new one linked at this first login. Sign In
 * With Farcaster proves the fid only (no e-mail), so a Farcaster account is its own user; its `email` column holds
 * `farcaster:<fid>`, which no e-mail login can reach (an address needs an `@`).
 */
export async function userForFarcaster(
  db: Database,
  projectId: string,
  fid: number,
  now: number,
): Promise<{ userId: string }> {
  const subject = String(fid)
  const linked = await linkedUser(db, projectId, subject)
  if (linked) return { userId: linked }
  const handle = `${FARCASTER_PROVIDER}:${subject}`
  await db
    .insert(embeddedUsers)
    .values({ id: randomUUID(), projectId, email: handle, createdAt: now })
    .onConflictDoNothing({ target: [embeddedUsers.projectId, embeddedUsers.email] })
  const [user] = await db
    .select({ id: embeddedUsers.id })
    .from(embeddedUsers)
    .where(and(eq(embeddedUsers.projectId, projectId), eq(embeddedUsers.email, handle)))
  if (!user) throw new Error('embedded user vanished after insert')
  await db
    .insert(embeddedSocialIdentities)
    .values({ projectId, provider: FARCASTER_PROVIDER, subject, userId: user.id, linkedAt: now })
    .onConflictDoNothing()
  return { userId: (await linkedUser(db, projectId, subject)) ?? user.id }
}

async function linkedUser(db: Database, projectId: string, subject: string) {
  const [row] = await db
    .select({ userId: embeddedSocialIdentities.userId })
    .from(embeddedSocialIdentities)
    .where(
      and(
        eq(embeddedSocialIdentities.projectId, projectId),
        eq(embeddedSocialIdentities.provider, FARCASTER_PROVIDER),
        eq(embeddedSocialIdentities.subject, subject),
      ),
    )
  return row?.userId
}

import { and, eq } from 'drizzle-orm'
import type { Database } from '../db/openDatabase'
import { embeddedSocialIdentities } from '../db/schema'

/** A provider account (social provider or Farcaster) in a project: the provider's name and its id there. */
export interface ProviderAccount {
  projectId: string
  provider: string
  subject: string
}

/** The user a provider account is linked to, if any. */
export async function linkedUser(db: Database, account: ProviderAccount): Promise<string | undefined> {
  const [row] = await db
    .select({ userId: embeddedSocialIdentities.userId })
    .from(embeddedSocialIdentities)
    .where(
      and(
        eq(embeddedSocialIdentities.projectId, account.projectId),
        eq(embeddedSocialIdentities.provider, account.provider),
        eq(embeddedSocialIdentities.subject, account.subject),
      ),
    )
  return row?.userId
}

/**
 * Links a provider account to `userId` at its first login; the user it is linked to afterwards. Two first logins
 * at once: the link that won decides.
 */
export async function linkAccount(
  db: Database,
  account: ProviderAccount,
  userId: string,
  now: number,
): Promise<string> {
  await db
    .insert(embeddedSocialIdentities)
    .values({ ...account, userId, linkedAt: now })
    .onConflictDoNothing()
  return (await linkedUser(db, account)) ?? userId
}

import type { Database } from '../db/openDatabase'
import { userForEmail } from '../embedded/embeddedUsers'
import { linkAccount, linkedUser } from '../embedded/identityLinks'

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
  const account = { projectId, provider: FARCASTER_PROVIDER, subject: String(fid) }
  const linked = await linkedUser(db, account)
  if (linked) return { userId: linked }
  const user = await userForEmail(db, projectId, `${FARCASTER_PROVIDER}:${account.subject}`, now)
  return { userId: await linkAccount(db, account, user.id, now) }
}

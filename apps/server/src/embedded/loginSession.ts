import type { EmbeddedContext } from './embeddedContext'
import { publicUser } from './embeddedUsers'
import { issueSessionToken } from './sessionTokens'

/**
 * What a finished login (e-mail code, social provider, Farcaster) answers the frame: a new session token for the
 * user on this server's origin, and the user and wallet as the frame reads them.
 */
export async function loginSession(
  context: EmbeddedContext,
  login: { userId: string; projectId: string },
  now: number,
) {
  const session = await issueSessionToken(
    context.db,
    context.keys.token,
    { ...login, audience: context.publicOrigin() },
    now,
  )
  return { ...session, ...(await publicUser(context.db, login.userId)) }
}

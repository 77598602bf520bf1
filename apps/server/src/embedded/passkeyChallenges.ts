import { and, eq, gt, isNull } from 'drizzle-orm'
import type { Database } from '../db/openDatabase'
import { embeddedPasskeyChallenges } from '../db/schema'

/** How long a WebAuthn ceremony may take (the options' `timeout` is shorter). */
const CHALLENGE_LIFETIME_MS = 5 * 60_000

export type ChallengePurpose = 'register' | 'login'

/** Keeps a challenge the server just gave out. */
export async function keepChallenge(
  db: Database,
  challenge: { challenge: string; projectId: string; purpose: ChallengePurpose; userId?: string },
  now: number,
): Promise<void> {
  await db.insert(embeddedPasskeyChallenges).values({
    ...challenge,
    userId: challenge.userId ?? null,
    expiresAt: now + CHALLENGE_LIFETIME_MS,
  })
}

/**
 * Uses a challenge once (one atomic UPDATE, so two instances cannot both accept it): true when it was given out
 * for this project, purpose (and user, for a registration), is not expired and was not used.
 */
export async function useChallenge(
  db: Database,
  expected: { challenge: string; projectId: string; purpose: ChallengePurpose; userId?: string },
  now: number,
): Promise<boolean> {
  const used = await db
    .update(embeddedPasskeyChallenges)
    .set({ usedAt: now })
    .where(
      and(
        eq(embeddedPasskeyChallenges.challenge, expected.challenge),
        eq(embeddedPasskeyChallenges.projectId, expected.projectId),
        eq(embeddedPasskeyChallenges.purpose, expected.purpose),
        expected.userId === undefined ? undefined : eq(embeddedPasskeyChallenges.userId, expected.userId),
        isNull(embeddedPasskeyChallenges.usedAt),
        gt(embeddedPasskeyChallenges.expiresAt, now),
      ),
    )
    .returning({ challenge: embeddedPasskeyChallenges.challenge })
  return used.length === 1
}

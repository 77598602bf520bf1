import { and, eq, lt, sql } from 'drizzle-orm'
import type { Database } from '../db/openDatabase'
import { rateLimits } from '../db/schema'

/**
 * Counts one request in the project's current minute (in the database, so every instance shares the count) and
 * says whether it is over `perMinute`, with the seconds left in the minute. The first request of a minute also
 * clears the project's minutes older than an hour.
 */
export async function countRequest(
  db: Database,
  projectId: string,
  perMinute: number,
): Promise<{ limited: false } | { limited: true; retryAfterSeconds: number }> {
  const window = sql`date_trunc('minute', now())`
  const [row] = await db
    .insert(rateLimits)
    .values({ projectId, windowStart: window, count: 1 })
    .onConflictDoUpdate({
      target: [rateLimits.projectId, rateLimits.windowStart],
      set: { count: sql`${rateLimits.count} + 1` },
    })
    .returning({
      count: rateLimits.count,
      secondsLeft: sql<number>`ceil(extract(epoch from (${rateLimits.windowStart} + interval '1 minute' - now())))::int`,
    })
  if (row?.count === 1) {
    await db
      .delete(rateLimits)
      .where(
        and(eq(rateLimits.projectId, projectId), lt(rateLimits.windowStart, sql`now() - interval '1 hour'`)),
      )
  }
  if (!row || row.count <= perMinute) return { limited: false }
  return { limited: true, retryAfterSeconds: Math.min(60, Math.max(1, row.secondsLeft)) }
}

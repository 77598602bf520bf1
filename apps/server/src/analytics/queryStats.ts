import { and, eq, gte, type SQL, sql } from 'drizzle-orm'
import type { Database } from '../db/openDatabase'
import { analyticsEvents } from '../db/schema'

/** What the dashboard charts: one project's events over the last `days` days, counted in the database. */
export interface ProjectStats {
  days: number
  total: number
  eventsPerDay: { day: string; event: string; count: number }[]
  connectionsByWallet: { name: string; count: number }[]
  connectionsByNamespace: { namespace: string; count: number }[]
  sendsPerDay: { day: string; initiated: number; succeeded: number }[]
  sendsByNetwork: { network: string; count: number }[]
}

const TOP = 15

/** Counts one project's events since `days` days ago (UTC days), grouped the ways the dashboard shows them. */
export async function queryStats(db: Database, projectId: string, days: number): Promise<ProjectStats> {
  const since = new Date(Date.now() - days * 24 * 60 * 60 * 1000)
  const inRange = and(eq(analyticsEvents.projectId, projectId), gte(analyticsEvents.occurredAt, since))
  const day = sql<string>`to_char(${analyticsEvents.occurredAt} AT TIME ZONE 'UTC', 'YYYY-MM-DD')`
  const n = sql<number>`count(*)::int`
  const ofEvent = (name: string): SQL | undefined => and(inRange, eq(analyticsEvents.event, name))
  // The key is written into the SQL (not a parameter) so that GROUP BY and SELECT are the same expression.
  const property = (key: 'name' | 'namespace' | 'network') =>
    sql<string>`coalesce(${analyticsEvents.properties}->>${sql.raw(`'${key}'`)}, 'unknown')`

  const [perDay, byWallet, byNamespace, sendsPerDay, byNetwork] = await Promise.all([
    db
      .select({ day, event: analyticsEvents.event, count: n })
      .from(analyticsEvents)
      .where(inRange)
      .groupBy(day, analyticsEvents.event)
      .orderBy(day, analyticsEvents.event),
    db
      .select({ name: property('name'), count: n })
      .from(analyticsEvents)
      .where(ofEvent('CONNECT_SUCCESS'))
      .groupBy(property('name'))
      .orderBy(sql`count(*) desc`, property('name'))
      .limit(TOP),
    db
      .select({ namespace: property('namespace'), count: n })
      .from(analyticsEvents)
      .where(ofEvent('CONNECT_SUCCESS'))
      .groupBy(property('namespace'))
      .orderBy(sql`count(*) desc`, property('namespace')),
    db
      .select({
        day,
        initiated: sql<number>`count(*) filter (where ${analyticsEvents.event} = 'SEND_INITIATED')::int`,
        succeeded: sql<number>`count(*) filter (where ${analyticsEvents.event} = 'SEND_SUCCESS')::int`,
      })
      .from(analyticsEvents)
      .where(and(inRange, sql`${analyticsEvents.event} in ('SEND_INITIATED', 'SEND_SUCCESS')`))
      .groupBy(day)
      .orderBy(day),
    db
      .select({ network: property('network'), count: n })
      .from(analyticsEvents)
      .where(ofEvent('SEND_SUCCESS'))
      .groupBy(property('network'))
      .orderBy(sql`count(*) desc`, property('network'))
      .limit(TOP),
  ])
  return {
    days,
    total: perDay.reduce((sum, row) => sum + row.count, 0),
    eventsPerDay: perDay,
    connectionsByWallet: byWallet,
    connectionsByNamespace: byNamespace,
    sendsPerDay,
    sendsByNetwork: byNetwork,
  }
}

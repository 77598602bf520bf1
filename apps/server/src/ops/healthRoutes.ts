import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { sql } from 'drizzle-orm'
import { Hono } from 'hono'
import { MIGRATIONS_FOLDER } from '../db/migrateDatabase'
import type { Database } from '../db/openDatabase'
import type { ServerMetrics } from './serverMetrics'

/** How long /readyz waits for the database before it answers 503. */
const READY_TIMEOUT_MS = 2000

/** The `when` of the newest migration this build carries (drizzle's journal). */
function newestMigration(): number {
  const journal = JSON.parse(readFileSync(join(MIGRATIONS_FOLDER, 'meta/_journal.json'), 'utf8')) as {
    entries: { when: number }[]
  }
  return Math.max(...journal.entries.map((entry) => entry.when))
}

/** Whether the database answers and holds every migration of this build; the reason when not. */
async function checkReadiness(db: Database): Promise<{ ready: true } | { ready: false; reason: string }> {
  let timer: ReturnType<typeof setTimeout> | undefined
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('timed out')), READY_TIMEOUT_MS)
  })
  try {
    const result = await Promise.race([
      db.execute<{ newest: string | null }>(
        sql`SELECT max(created_at)::text AS newest FROM drizzle.__drizzle_migrations`,
      ),
      timeout,
    ])
    const newest = Number((result as unknown as { rows: { newest: string | null }[] }).rows[0]?.newest ?? 0)
    return newest >= newestMigration() ? { ready: true } : { ready: false, reason: 'migrations not applied' }
  } catch {
    return { ready: false, reason: 'database unreachable' }
  } finally {
    clearTimeout(timer)
  }
}

/** `/healthz` (the process answers), `/readyz` (the database too, migrated) and `/metrics` (Prometheus). */
export function healthRoutes(db: Database, metrics: ServerMetrics) {
  const app = new Hono()
  app.get('/healthz', (c) => c.json({ ok: true }))
  // Kept for load balancers set up before /healthz.
  app.get('/health', (c) => c.json({ ok: true }))
  app.get('/readyz', async (c) => {
    const readiness = await checkReadiness(db)
    c.header('Cache-Control', 'no-store')
    return readiness.ready ? c.json({ ready: true }) : c.json({ ready: false, reason: readiness.reason }, 503)
  })
  app.get('/metrics', async (c) => {
    c.header('Content-Type', metrics.registry.contentType)
    c.header('Cache-Control', 'no-store')
    return c.body(await metrics.registry.metrics())
  })
  return app
}

import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import type { PGlite } from '@electric-sql/pglite'
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres'
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator'
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite'
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator'
import type pg from 'pg'
import type { DatabaseKind, SqlQueryable } from './sqlQueryable'

/**
 * The relay's own migrations (apps/relay/drizzle), found through the package itself, so the sources, dist/ and a
 * bundle that inlines the relay (the WalletConnect fixture's) all read the same folder.
 */
export const RELAY_MIGRATIONS_FOLDER = join(
  dirname(createRequire(import.meta.url).resolve('@latch/relay/package.json')),
  'drizzle',
)

// Its own bookkeeping table, so the relay's migrations and apps/server's never read each other's history when both
// live in one database.
const MIGRATIONS_TABLE = '__latch_relay_migrations'
// Any fixed 64-bit number other than apps/server's: instances starting together migrate one at a time.
const RELAY_MIGRATION_LOCK = 7_317_038

/** Applies the relay's migrations not applied yet (PGlite or PostgreSQL, the same SQL files). */
export async function migrateRelayDatabase(sql: SqlQueryable, kind: DatabaseKind): Promise<void> {
  const config = { migrationsFolder: RELAY_MIGRATIONS_FOLDER, migrationsTable: MIGRATIONS_TABLE }
  if (kind === 'pglite') {
    await migratePglite(drizzlePglite(sql as unknown as PGlite), config)
    return
  }
  const pool = sql as unknown as pg.Pool
  const client = await pool.connect()
  try {
    await client.query('SELECT pg_advisory_lock($1)', [RELAY_MIGRATION_LOCK])
    await migratePg(drizzlePg(client), config)
  } finally {
    await client.query('SELECT pg_advisory_unlock($1)', [RELAY_MIGRATION_LOCK]).catch(() => undefined)
    client.release()
  }
}

import { PGlite } from '@electric-sql/pglite'
import type { SqlQueryable } from '@latch/siwx'
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres'
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core'
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite'
import pg from 'pg'
import * as schema from './schema'

/** The drizzle database the routes use, whichever driver is under it. */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>

/** An open database: PGlite in this process, or a pool of connections to a PostgreSQL server. */
export interface OpenDatabase {
  db: Database
  /** The same database for plain parameterised SQL (`@latch/siwx`'s PostgreSQL store). */
  sql: SqlQueryable
  kind: 'pglite' | 'postgres'
  /** Runs `work` while holding the database-wide lock that serialises migrations and seeding across instances. */
  withMigrationLock<T>(work: (db: Database) => Promise<T>): Promise<T>
  close(): Promise<void>
}

export interface OpenDatabaseOptions {
  /** `postgres://...`: a PostgreSQL server. Without it, PGlite. */
  databaseUrl?: string | undefined
  /** Where PGlite keeps its files; without it, in memory (lost on exit). */
  pgliteDir?: string | undefined
  /** Connections in the PostgreSQL pool; default 10. */
  poolSize?: number
  /** Called with each statement's SQL before it runs (tests count statements with it). */
  logQuery?: (query: string) => void
}

// Any fixed 64-bit number: the advisory lock every instance takes before migrating and seeding.
const MIGRATION_LOCK = 7_317_001

/** Opens PGlite (default) or PostgreSQL (`databaseUrl`). Nothing is migrated yet: see `prepareDatabase`. */
export async function openDatabase(options: OpenDatabaseOptions = {}): Promise<OpenDatabase> {
  const logger = options.logQuery && { logQuery: options.logQuery }
  if (options.databaseUrl) return openPostgres(options.databaseUrl, options.poolSize ?? 10, logger)
  const client = options.pgliteDir ? new PGlite(options.pgliteDir) : new PGlite()
  await client.waitReady
  const db = drizzlePglite(client, { schema, logger }) as unknown as Database
  return {
    db,
    sql: client as unknown as SqlQueryable,
    kind: 'pglite',
    // One process owns a PGlite database, so there is no other instance to wait for.
    withMigrationLock: (work) => work(db),
    close: () => client.close(),
  }
}

function openPostgres(
  connectionString: string,
  max: number,
  logger: { logQuery: (query: string) => void } | undefined,
): OpenDatabase {
  const pool = new pg.Pool({ connectionString, max })
  // An idle connection the server ends (a restart, a failover) is an 'error' on the pool, which would otherwise end
  // the process; the pool drops that connection and opens a new one when next asked.
  pool.on('error', () => undefined)
  const db = drizzlePg(pool, { schema, logger }) as unknown as Database
  return {
    db,
    sql: pool,
    kind: 'postgres',
    async withMigrationLock(work) {
      const client = await pool.connect()
      try {
        await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK])
        return await work(drizzlePg(client, { schema }) as unknown as Database)
      } finally {
        await client.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => undefined)
        client.release()
      }
    },
    close: () => pool.end(),
  }
}

import { PGlite } from '@electric-sql/pglite'
import pg from 'pg'
import { pgliteFanout } from '../fanout/pgliteFanout'
import { postgresFanout } from '../fanout/postgresFanout'
import type { RelayFanout } from '../fanout/RelayFanout'
import { migrateRelayDatabase } from './migrateRelayDatabase'
import type { DatabaseKind, SqlQueryable } from './sqlQueryable'

export interface OpenRelayDatabaseOptions {
  /** `postgres://...`: PostgreSQL, shared by every instance. Without it, PGlite in this process. */
  databaseUrl?: string | undefined
  /** PGlite's data directory; without it, in memory. */
  pgliteDir?: string | undefined
}

/** The relay's database, migrated, with the fan-out that goes with it. */
export interface RelayDatabase {
  sql: SqlQueryable
  kind: DatabaseKind
  /** A new fan-out on this database (one per relay instance). */
  createFanout(): RelayFanout
  close(): Promise<void>
}

/** Opens PostgreSQL (`databaseUrl`) or PGlite and applies the relay's migrations. */
export async function openRelayDatabase(options: OpenRelayDatabaseOptions = {}): Promise<RelayDatabase> {
  const database = options.databaseUrl
    ? openPostgres(options.databaseUrl)
    : await openPglite(options.pgliteDir)
  try {
    await migrateRelayDatabase(database.sql, database.kind)
  } catch (error) {
    await database.close()
    throw error
  }
  return database
}

function openPostgres(connectionString: string): RelayDatabase {
  const pool = new pg.Pool({ connectionString, max: 10 })
  // An idle pooled connection that dies (the server restarts) must not crash the process.
  pool.on('error', () => undefined)
  return {
    sql: pool,
    kind: 'postgres',
    createFanout: () => postgresFanout({ connectionString, sql: pool }),
    close: () => pool.end(),
  }
}

async function openPglite(dir: string | undefined): Promise<RelayDatabase> {
  const pglite = dir ? new PGlite(dir) : new PGlite()
  await pglite.waitReady
  return {
    sql: pglite as unknown as SqlQueryable,
    kind: 'pglite',
    createFanout: () => pgliteFanout(pglite),
    close: () => pglite.close(),
  }
}

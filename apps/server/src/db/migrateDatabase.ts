import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator'
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator'
import { PACKAGE_PATHS } from '../packagePaths'
import type { Database, OpenDatabase } from './openDatabase'

/** The committed drizzle-kit migrations (apps/server/drizzle). */
export const MIGRATIONS_FOLDER = PACKAGE_PATHS.migrations

/**
 * Applies the migrations not applied yet with drizzle's migrator for the driver: the same files, and the same
 * `drizzle.__drizzle_migrations` bookkeeping, on PGlite and PostgreSQL.
 */
export async function migrateDatabase(db: Database, kind: OpenDatabase['kind']): Promise<void> {
  const config = { migrationsFolder: MIGRATIONS_FOLDER }
  if (kind === 'pglite') await migratePglite(db as unknown as Parameters<typeof migratePglite>[0], config)
  else await migratePg(db as unknown as Parameters<typeof migratePg>[0], config)
}

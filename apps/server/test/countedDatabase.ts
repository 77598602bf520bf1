import { readFileSync } from 'node:fs'
import { migrateDatabase } from '../src/db/migrateDatabase'
import { type OpenDatabase, openDatabase } from '../src/db/openDatabase'
import { seedCatalogue } from '../src/db/seedCatalogue'
import { seedProjects } from '../src/db/seedProjects'
import { PACKAGE_PATHS } from '../src/packagePaths'
import { type Backend, TEST_PROJECTS } from './backends'

/** A migrated, seeded database on a backend whose every statement is recorded in `statements` (SQL text). */
export async function openCountedDatabase(
  backend: Backend,
): Promise<OpenDatabase & { statements: string[]; databaseUrl: string | undefined }> {
  const statements: string[] = []
  const databaseUrl = await backend.databaseUrl()
  const database = await openDatabase({ databaseUrl, logQuery: (query) => statements.push(query) })
  await migrateDatabase(database.db, database.kind)
  await seedCatalogue(database.db, readFileSync(PACKAGE_PATHS.catalogue, 'utf8'))
  await seedProjects(database.db, TEST_PROJECTS)
  statements.length = 0
  return Object.assign(database, { statements, databaseUrl })
}

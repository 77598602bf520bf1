import { execFileSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import { join } from 'node:path'
import type { TestProject } from 'vitest/node'
import { PACKAGE_PATHS } from '../src/packagePaths'
import { startPostgres } from '../src/testing/startPostgres'

declare module 'vitest' {
  export interface ProvidedContext {
    /** Admin URL of the suite's throwaway PostgreSQL cluster. */
    postgresUrl: string
  }
}

/** Builds the catalogue when it is missing and starts one PostgreSQL cluster for the whole run. */
export default async function setup(project: TestProject) {
  if (!existsSync(PACKAGE_PATHS.catalogue)) {
    execFileSync('node', [join(PACKAGE_PATHS.catalogue, '../../scripts/buildCatalogue.mjs')], {
      stdio: 'inherit',
    })
  }
  const postgres = await startPostgres()
  project.provide('postgresUrl', postgres.url)
  return () => postgres.stop()
}

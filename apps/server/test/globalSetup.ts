import type { TestProject } from 'vitest/node'
import { ensureCatalogue } from '../src/catalogue/ensureCatalogue'
import { startPostgres } from '../src/testing/startPostgres'

declare module 'vitest' {
  export interface ProvidedContext {
    /** Admin URL of the suite's throwaway PostgreSQL cluster. */
    postgresUrl: string
  }
}

/** Builds the catalogue when it is missing and starts one PostgreSQL cluster for the whole run. */
export default async function setup(project: TestProject) {
  ensureCatalogue()
  const postgres = await startPostgres()
  project.provide('postgresUrl', postgres.url)
  return () => postgres.stop()
}

import type { TestProject } from 'vitest/node'
import { ensureCatalogue } from '../src/catalogue/ensureCatalogue'
import { startPostgres } from '../src/testing/startPostgres'
import { createPgliteTemplate } from './pgliteTemplate'

declare module 'vitest' {
  export interface ProvidedContext {
    /** Admin URL of the suite's throwaway PostgreSQL cluster. */
    postgresUrl: string
    /** The dump every in-memory PGlite of the run starts from (see test/pgliteFromTemplate.ts). */
    pgliteTemplateFile: string
  }
}

/** Builds the catalogue when it is missing, starts one PostgreSQL cluster and makes one PGlite cluster for the run. */
export default async function setup(project: TestProject) {
  ensureCatalogue()
  const [postgres, pgliteTemplate] = await Promise.all([startPostgres(), createPgliteTemplate()])
  project.provide('postgresUrl', postgres.url)
  project.provide('pgliteTemplateFile', pgliteTemplate.file)
  return async () => {
    await postgres.stop()
    pgliteTemplate.remove()
  }
}

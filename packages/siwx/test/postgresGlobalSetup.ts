import { startPostgres } from '@latch/fixture-postgres'
import type { TestProject } from 'vitest/node'

declare module 'vitest' {
  export interface ProvidedContext {
    /** Admin URL of the run's throwaway PostgreSQL cluster (Debian's postgresql, stopped by PID afterwards). */
    postgresUrl: string
  }
}

/** Starts one PostgreSQL cluster for the siwx store tests. */
export default async function postgresGlobalSetup(project: TestProject): Promise<() => Promise<void>> {
  const postgres = await startPostgres()
  project.provide('postgresUrl', postgres.url)
  return () => postgres.stop()
}

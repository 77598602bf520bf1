import { startStacksApiServer } from '@latch/fixture-stacks/apiServer'
import type { TestProject } from 'vitest/node'

declare module 'vitest' {
  export interface ProvidedContext {
    stacksApiUrl: string
  }
}

/** Starts the local Stacks API on a free 127.0.0.1 port and stops it after the run. */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const server = await startStacksApiServer()
  project.provide('stacksApiUrl', server.url)
  return () => server.close()
}

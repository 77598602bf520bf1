// Starts the Latch server (apps/server) on PGlite with its demo project (apps/server/config/projects.json): the
// wallet explorer, allowed origins, the analytics sink and the on-ramp the demo page uses at `/svc/latch/`.
import { readFileSync } from 'node:fs'
import { PACKAGE_PATHS, parseProjectsFile, startServer } from '@latch/server'

/**
 * The demo on-ramp provider's test secret: the demo project's signed provider signs with it
 * (`LATCH_ONRAMP_DEMO_SECRET`), and the server's demo provider page checks the signature with it. A test value,
 * public on purpose: nothing is bought.
 */
export const DEMO_ONRAMP_SECRET = 'latch-demo-onramp-test-secret'

/** Starts the server on a free 127.0.0.1 port with the built catalogue; PGlite in memory, nothing to install. */
export async function startDemoLatchServer() {
  const server = await startServer({
    catalogueFile: PACKAGE_PATHS.catalogue,
    projects: parseProjectsFile(readFileSync(PACKAGE_PATHS.projects, 'utf8')),
    env: { LATCH_ONRAMP_DEMO_SECRET: DEMO_ONRAMP_SECRET },
  })
  return { url: server.url, close: () => server.close() }
}

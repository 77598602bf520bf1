// Starts the Latch server (apps/server) on PGlite with its demo project (apps/server/config/projects.json): the
// wallet explorer, allowed origins and the analytics sink the demo page uses at `/svc/latch/`.
import { readFileSync } from 'node:fs'
import { PACKAGE_PATHS, parseProjectsFile, startServer } from '@latch/server'

/** Starts the server on a free 127.0.0.1 port with the built catalogue; PGlite in memory, nothing to install. */
export async function startDemoLatchServer() {
  const server = await startServer({
    catalogueFile: PACKAGE_PATHS.catalogue,
    projects: parseProjectsFile(readFileSync(PACKAGE_PATHS.projects, 'utf8')),
  })
  return { url: server.url, close: () => server.close() }
}

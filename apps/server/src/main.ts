// `npm start -w @latch/server` / `node dist/main.js`: the server as a process, configured by environment variables
// (see README: PORT, HOST, DATABASE_URL, PGLITE_DIR, LATCH_PROJECTS_FILE, LATCH_CATALOGUE_FILE, LATCH_DASHBOARD_TOKEN,
// and the embedded wallet's LATCH_PUBLIC_ORIGIN, LATCH_EMBEDDED_*, LATCH_SMTP_URL, LATCH_MAIL_FROM).
import { readFileSync } from 'node:fs'
import { parseProjectsFile } from './db/projectConfig'
import { embeddedOptionsFromEnv } from './embedded/embeddedOptions'
import { PACKAGE_PATHS } from './packagePaths'
import { startServer } from './startServer'

const env = process.env
const server = await startServer({
  databaseUrl: env.DATABASE_URL || undefined,
  // PGlite keeps its data on disk by default, so the analytics survive a restart; `memory://` keeps it in memory.
  pgliteDir: env.PGLITE_DIR || PACKAGE_PATHS.pgliteData,
  catalogueFile: env.LATCH_CATALOGUE_FILE || PACKAGE_PATHS.catalogue,
  projects: parseProjectsFile(readFileSync(env.LATCH_PROJECTS_FILE || PACKAGE_PATHS.projects, 'utf8')),
  host: env.HOST || '127.0.0.1',
  port: Number(env.PORT ?? 8787),
  dashboardToken: env.LATCH_DASHBOARD_TOKEN || undefined,
  env,
  embedded: embeddedOptionsFromEnv(env),
})
console.log(
  `Latch server on ${server.url} (${server.database.kind === 'pglite' ? `PGlite in ${env.PGLITE_DIR || PACKAGE_PATHS.pgliteData}` : 'PostgreSQL'})`,
)

const stop = async () => {
  await server.close()
  process.exit(0)
}
process.on('SIGINT', stop)
process.on('SIGTERM', stop)

// `npm start -w @latch/server` / `node dist/main.js`: the server as a process, configured by environment variables
// (see README: PORT, HOST, DATABASE_URL, PGLITE_DIR, LATCH_PROJECTS_FILE, LATCH_CATALOGUE_FILE, LATCH_DASHBOARD_TOKEN,
// the embedded wallet's LATCH_PUBLIC_ORIGIN, LATCH_EMBEDDED_*, LATCH_SMTP_URL, LATCH_MAIL_FROM, and
// the demo bundler's LATCH_SPONSOR_*, LATCH_BUNDLER_KEY, LATCH_PAYMASTER_SIGNER_KEY, and LATCH_VERSION_CHECK_MS,
// LATCH_DRAIN_MS, LATCH_LOG). Logs are JSON lines on stdout.
import { readFileSync } from 'node:fs'
import { parseProjectsFile } from './db/projectConfig'
import { embeddedOptionsFromEnv } from './embedded/embeddedOptions'
import { jsonLogLine } from './ops/observeRequests'
import { PACKAGE_PATHS } from './packagePaths'
import { sponsorOptionsFromEnv } from './sponsor/sponsorConfig'
import { startServer } from './startServer'

const env = process.env
const drainMs = Number(env.LATCH_DRAIN_MS || 10_000)
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
  versionCheckMs: env.LATCH_VERSION_CHECK_MS ? Number(env.LATCH_VERSION_CHECK_MS) : undefined,
  // `LATCH_LOG=off` leaves out the line per request (a load test); start, shutdown and errors are still logged.
  log: env.LATCH_LOG === 'off' ? undefined : jsonLogLine,
  embedded: embeddedOptionsFromEnv(env),
  sponsor: sponsorOptionsFromEnv(env),
  // `LATCH_RELAY=on`: the WalletConnect relay at /relay; LATCH_RELAY_PUBLIC_URLS: the wss:// URLs clients use.
  relay:
    env.LATCH_RELAY === 'on'
      ? { publicUrls: (env.LATCH_RELAY_PUBLIC_URLS ?? '').split(',').filter(Boolean) }
      : undefined,
})
const database =
  server.database.kind === 'pglite' ? `PGlite in ${env.PGLITE_DIR || PACKAGE_PATHS.pgliteData}` : 'PostgreSQL'

let signalled = false
const stop = async (signal: string) => {
  if (signalled) return
  signalled = true
  jsonLogLine({ level: 'info', msg: 'shutdown', signal })
  // Past the drain, hooks and the last analytics write get 5 s more; then the process goes regardless.
  setTimeout(() => {
    jsonLogLine({ level: 'error', msg: 'shutdown took too long: exiting' })
    process.exit(1)
  }, drainMs + 5000).unref()
  await server.shutdown({ drainMs })
  jsonLogLine({ level: 'info', msg: 'stopped' })
  process.exit(0)
}
process.on('SIGINT', () => void stop('SIGINT'))
process.on('SIGTERM', () => void stop('SIGTERM'))
// Announced once the signals are handled: a supervisor may stop the server as soon as it reads this line.
jsonLogLine({ level: 'info', msg: `Latch server on ${server.url} (${database})`, url: server.url })

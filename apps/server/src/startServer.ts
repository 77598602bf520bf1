import { readFile } from 'node:fs/promises'
import type { Server } from 'node:http'
import { serve } from '@hono/node-server'
import { Gauge } from 'prom-client'
import { createEventWriter } from './analytics/eventWriter'
import { seedNetworkImages } from './assets/networkImages'
import { createReadCache } from './cache/readCache'
import { createApp } from './createApp'
import { migrateDatabase } from './db/migrateDatabase'
import { type OpenDatabase, openDatabase } from './db/openDatabase'
import type { ProjectConfig } from './db/projectConfig'
import { seedCatalogue } from './db/seedCatalogue'
import { seedProjects } from './db/seedProjects'
import type { EmbeddedServerOptions } from './embedded/embeddedOptions'
import { seedCurrencyImages } from './onramp/currencyImages'
import { drainServer } from './ops/drainServer'
import type { LogLine } from './ops/observeRequests'
import { createServerMetrics, type ServerMetrics } from './ops/serverMetrics'
import { mountRelay, type RelayMountOptions } from './relay/mountRelay'
import type { SponsorOptions } from './sponsor/sponsorConfig'
import type { SwapOptions } from './swap/swapConfig'
import { seedTokenImages } from './swap/tokens/tokenImages'

export interface StartServerOptions {
  /** `postgres://...` to use a PostgreSQL server; without it, PGlite. */
  databaseUrl?: string | undefined
  /** PGlite's data directory; without it, PGlite keeps the data in memory. */
  pgliteDir?: string | undefined
  /** The built catalogue (generated/catalogue.json) to load; skipped when the database already has this build. */
  catalogueFile?: string | undefined
  /** Projects to create or update on start. */
  projects?: readonly ProjectConfig[]
  host?: string
  /** 0 picks a free port. */
  port?: number
  dashboardToken?: string | undefined
  /** Where on-ramp secrets are read (see `createApp`). */
  env?: Readonly<Record<string, string | undefined>>
  /** How often each instance reads the database's catalogue and config versions (default 1000 ms). */
  versionCheckMs?: number | undefined
  /** One structured line per request and per shutdown step; default: none. */
  log?: LogLine | undefined
  /**
   * The embedded wallet (`/embedded/*`); without `publicOrigin`, the server's own URL once listening (which is the
   * frame's origin when nothing sits in front of it).
   */
  embedded?: EmbeddedServerOptions | undefined
  /** The self-hosted WalletConnect relay at `/relay` (WebSocket), on the same database server. */
  relay?: RelayMountOptions | undefined
  /** The swap routes (`/swap/v1/*`) for these networks (see `SwapOptions`). */
  swap?: SwapOptions | undefined
  /** The demo's single-tenant ERC-4337 bundler and paymaster (`/sponsor/v1/rpc`, see `SponsorOptions`). */
  sponsor?: SponsorOptions | undefined
}

/** A running server. */
export interface RunningServer {
  url: string
  port: number
  database: OpenDatabase
  /** The Prometheus registry `/metrics` serves: register further metrics (the relay's gauges) on it. */
  metrics: ServerMetrics
  /** Runs `hook` once shutdown starts, while in-flight requests finish (close WebSockets here); awaited. */
  onShutdown(hook: () => Promise<void>): void
  /**
   * Graceful stop: no new connections, in-flight requests finish (for at most `drainMs`, default 10 s, then their
   * connections are cut), shutdown hooks run, queued analytics events are written, the database is closed.
   */
  shutdown(options?: { drainMs?: number }): Promise<void>
  /** Stops at once (in-flight requests are cut), still writing queued analytics events. */
  close(): Promise<void>
}

/** Opens the database, migrates and seeds it under the migration lock, then listens (127.0.0.1 by default). */
export async function startServer(options: StartServerOptions = {}): Promise<RunningServer> {
  const database = await openDatabase({ databaseUrl: options.databaseUrl, pgliteDir: options.pgliteDir })
  try {
    const catalogueText = options.catalogueFile ? await readFile(options.catalogueFile, 'utf8') : undefined
    await database.withMigrationLock(async (db) => {
      await migrateDatabase(db, database.kind)
      if (catalogueText) await seedCatalogue(db, catalogueText)
      if (options.projects) await seedProjects(db, options.projects)
      await seedNetworkImages(db)
      if (options.projects) await seedCurrencyImages(db, options.projects)
      if (options.swap?.tokenImagesDir) await seedTokenImages(db, options.swap.tokenImagesDir)
    })
  } catch (error) {
    await database.close()
    throw error
  }
  const metrics = createServerMetrics()
  const events = createEventWriter(database.db)
  new Gauge({
    name: 'latch_analytics_events_pending',
    help: 'Analytics events received and not yet written to the database',
    registers: [metrics.registry],
    collect() {
      this.set(events.pending)
    },
  })
  const host = options.host ?? '127.0.0.1'
  let url = ''
  const embedded = options.embedded && {
    ...options.embedded,
    publicOrigin: options.embedded.publicOrigin ?? (() => url),
  }
  const app = createApp(database.db, {
    dashboardToken: options.dashboardToken,
    sql: database.sql,
    embedded,
    ...(options.env ? { env: options.env } : {}),
    reads: createReadCache(database.db, { versionCheckMs: options.versionCheckMs }),
    events,
    metrics,
    log: options.log,
    swap: options.swap,
    sponsor: options.sponsor,
  })
  const server = await new Promise<ReturnType<typeof serve>>((resolve) => {
    const started = serve({ fetch: app.fetch, hostname: host, port: options.port ?? 0 }, () =>
      resolve(started),
    )
  })
  const address = server.address()
  const port = typeof address === 'object' && address ? address.port : (options.port ?? 0)
  url = `http://${host.includes(':') ? `[${host}]` : host}:${port}`
  const hooks: (() => Promise<void>)[] = []
  if (options.relay) {
    try {
      hooks.push(
        await mountRelay({
          server: server as Server,
          url,
          databaseUrl: options.databaseUrl,
          pgliteDir: options.pgliteDir,
          metrics,
          options: options.relay,
        }),
      )
    } catch (error) {
      ;(server as Server).close()
      await database.close()
      throw error
    }
  }
  let stopping: Promise<void> | undefined
  const shutdown = ({ drainMs = 10_000 }: { drainMs?: number } = {}) => {
    stopping ??= (async () => {
      const log = options.log
      log?.({ level: 'info', msg: 'shutdown: draining', drainMs })
      const [drained] = await Promise.all([
        drainServer(server as Server, drainMs),
        ...hooks.map((hook) => hook()),
      ])
      log?.({ level: 'info', msg: 'shutdown: requests drained', cut: !drained })
      await events.close()
      options.embedded?.mailer.close?.()
      await database.close()
      log?.({ level: 'info', msg: 'shutdown: done' })
    })()
    return stopping
  }
  return {
    url,
    port,
    database,
    metrics,
    onShutdown: (hook) => {
      hooks.push(hook)
    },
    shutdown,
    close: () => shutdown({ drainMs: 0 }),
  }
}

import { readFile } from 'node:fs/promises'
import { serve } from '@hono/node-server'
import { createApp } from './createApp'
import { migrateDatabase } from './db/migrateDatabase'
import { type OpenDatabase, openDatabase } from './db/openDatabase'
import type { ProjectConfig } from './db/projectConfig'
import { seedCatalogue } from './db/seedCatalogue'
import { seedProjects } from './db/seedProjects'
import type { EmbeddedServerOptions } from './embedded/embeddedOptions'
import { seedCurrencyImages } from './onramp/currencyImages'

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
  /**
   * The embedded wallet (`/embedded/*`); without `publicOrigin`, the server's own URL once listening (which is the
   * frame's origin when nothing sits in front of it).
   */
  embedded?: EmbeddedServerOptions | undefined
}

/** A running server. */
export interface RunningServer {
  url: string
  port: number
  database: OpenDatabase
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
      if (options.projects) await seedCurrencyImages(db, options.projects)
    })
  } catch (error) {
    await database.close()
    throw error
  }
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
  })
  const server = await new Promise<ReturnType<typeof serve>>((resolve) => {
    const started = serve({ fetch: app.fetch, hostname: host, port: options.port ?? 0 }, () =>
      resolve(started),
    )
  })
  const address = server.address()
  const port = typeof address === 'object' && address ? address.port : (options.port ?? 0)
  url = `http://${host.includes(':') ? `[${host}]` : host}:${port}`
  return {
    url,
    port,
    database,
    async close() {
      const closed = new Promise<void>((resolve) => server.close(() => resolve()))
      ;(server as { closeAllConnections?: () => void }).closeAllConnections?.()
      await closed
      options.embedded?.mailer.close?.()
      await database.close()
    },
  }
}

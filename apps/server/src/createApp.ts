import type { SqlQueryable } from '@latch/siwx'
import { Hono } from 'hono'
import { cors } from 'hono/cors'
import { createEventWriter, type EventWriter } from './analytics/eventWriter'
import { createReadCache, type ReadCache } from './cache/readCache'
import type { Database } from './db/openDatabase'
import { type EmbeddedOptions, embeddedKeys } from './embedded/embeddedOptions'
import { isCredentialedPath } from './http/credentialedCors'
import { lazyRoutes } from './http/lazyRoutes'
import { healthRoutes } from './ops/healthRoutes'
import { type LogLine, observeRequests } from './ops/observeRequests'
import { createServerMetrics, type ServerMetrics } from './ops/serverMetrics'
import { batchRoute } from './routes/batchRoute'
import { dashboardRoutes } from './routes/dashboardRoutes'
import { explorerRoutes } from './routes/explorerRoutes'
import { imageRoutes } from './routes/imageRoutes'
import { DEMO_PROVIDER_SECRET_ENV, onrampDemoProviderRoute } from './routes/onrampDemoProviderRoute'
import { onrampRoutes } from './routes/onrampRoutes'
import { siwxRoutes } from './routes/siwxRoutes'
import { checkSponsorKeys, type SponsorOptions } from './sponsor/sponsorConfig'
import type { SwapOptions } from './swap/swapConfig'

export interface CreateAppOptions {
  /** When set, the analytics dashboard asks for `?token=` with this value. */
  dashboardToken?: string | undefined
  /** The database for plain SQL (`OpenDatabase.sql`): with it, the sign-in routes (`/siwx/*`) are served. */
  sql?: SqlQueryable
  /** Where on-ramp secrets are read (`process.env` in `main.ts`); never answered, logged or stored. */
  env?: Readonly<Record<string, string | undefined>>
  /** The catalogue and projects cached by database version; default: a fresh cache checking every second. */
  reads?: ReadCache
  /** Where /batch events are written; default: a fresh writer on `db`. */
  events?: EventWriter
  /** The Prometheus registry `/metrics` serves; default: a fresh one. */
  metrics?: ServerMetrics
  /** One structured line per request; default: none. */
  log?: LogLine | undefined
  /** With it, the embedded wallet's routes and frame (`/embedded/*`) are served. */
  embedded?: EmbeddedOptions | undefined
  /** With it, the swap routes (`/swap/v1/*`) are served for its networks. */
  swap?: SwapOptions | undefined
  /** With it, the demo's single-tenant ERC-4337 bundler and paymaster (`/sponsor/v1/rpc`) is served. */
  sponsor?: SponsorOptions | undefined
}

/**
 * The whole HTTP API on one database. What it keeps in memory (the read cache) is keyed by versions in the
 * database, so instances on one database agree within one version check.
 */
export function createApp(db: Database, options: CreateAppOptions = {}) {
  const app = new Hono()
  const reads = options.reads ?? createReadCache(db)
  const metrics = options.metrics ?? createServerMetrics()
  app.use('*', observeRequests(metrics, options.log))
  // The kit calls from the host's pages, on any origin, without credentials. The dashboard is the exception: other
  // sites may not read a project's counts.
  const kitCors = cors({ origin: '*', allowMethods: ['GET', 'POST', 'OPTIONS'], maxAge: 86400 })
  // The routes that carry a visitor's cookie answer only the project's listed origins (`credentialedRoute`).
  // The embedded wallet's routes answer only the frame, on this server's own origin: no CORS at all.
  const ownCors = (path: string) =>
    path.startsWith('/dashboard') || path.startsWith('/embedded/') || isCredentialedPath(path)
  app.use('*', (c, next) => (ownCors(c.req.path) ? next() : kitCors(c, next)))
  app.use('*', async (c, next) => {
    await next()
    c.header('X-Content-Type-Options', 'nosniff')
  })
  app.route('/', healthRoutes(db, metrics))
  app.route('/', explorerRoutes(db, reads))
  app.route('/', imageRoutes(db, reads))
  app.route('/', batchRoute(db, reads, options.events ?? createEventWriter(db)))
  app.route('/', dashboardRoutes(db, options))
  if (options.sql) app.route('/', siwxRoutes(db, options.sql))
  app.route('/', onrampRoutes(db, options.env ?? {}))
  const demoSecret = options.env?.[DEMO_PROVIDER_SECRET_ENV]
  if (demoSecret) app.route('/', onrampDemoProviderRoute(demoSecret))
  // The embedded wallet, swap and sponsor routes (and their SDKs) load on their first request: a start pays only
  // for what it serves. What their setup would refuse is still refused here, at the start.
  const { embedded, swap, sponsor } = options
  if (embedded) {
    embeddedKeys(embedded.tokenSecret)
    const routes = lazyRoutes('embedded wallet', async () =>
      (await import('./routes/embeddedRoutes')).embeddedRoutes(db, embedded),
    )
    app.use('/embedded/*', routes)
    if (embedded.farcaster && embedded.farcaster.relay !== 'farcaster') app.use('/v1/channel/*', routes)
  }
  if (swap)
    app.use(
      '/swap/*',
      lazyRoutes('swap', async () => (await import('./routes/swapRoutes')).swapRoutes(db, swap)),
    )
  if (sponsor) {
    checkSponsorKeys(sponsor)
    app.use(
      '/sponsor/*',
      lazyRoutes('sponsor', async () => (await import('./routes/sponsorRoutes')).sponsorRoutes(db, sponsor)),
    )
  }
  app.notFound((c) => c.json({ error: 'Not found' }, 404))
  // Reached by a fault of the server (a database down), never by input: the boundary refuses that with a 4xx.
  app.onError((error, c) => {
    // The cause's message (the driver's), not the query error's, which carries the query's parameters.
    const cause = error.cause instanceof Error ? error.cause : error
    ;(options.log ?? console.error)({ level: 'error', msg: 'internal error', error: cause.message })
    return c.json({ error: 'Internal error' }, 500)
  })
  return app
}

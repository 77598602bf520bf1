import { Hono } from 'hono'
import { cors } from 'hono/cors'
import type { Database } from './db/openDatabase'
import { batchRoute } from './routes/batchRoute'
import { dashboardRoutes } from './routes/dashboardRoutes'
import { explorerRoutes } from './routes/explorerRoutes'
import { imageRoutes } from './routes/imageRoutes'

export interface CreateAppOptions {
  /** When set, the analytics dashboard asks for `?token=` with this value. */
  dashboardToken?: string | undefined
}

/** The whole HTTP API on one database. Holds no state of its own: every answer comes from the database. */
export function createApp(db: Database, options: CreateAppOptions = {}) {
  const app = new Hono()
  // The kit calls from the host's pages, on any origin; nothing here uses cookies or credentials. The dashboard is
  // the exception: other sites may not read a project's counts.
  const kitCors = cors({ origin: '*', allowMethods: ['GET', 'POST', 'OPTIONS'], maxAge: 86400 })
  app.use('*', (c, next) => (c.req.path.startsWith('/dashboard') ? next() : kitCors(c, next)))
  app.use('*', async (c, next) => {
    await next()
    c.header('X-Content-Type-Options', 'nosniff')
  })
  app.get('/health', (c) => c.json({ ok: true }))
  app.route('/', explorerRoutes(db))
  app.route('/', imageRoutes(db))
  app.route('/', batchRoute(db))
  app.route('/', dashboardRoutes(db, options))
  app.notFound((c) => c.json({ error: 'Not found' }, 404))
  app.onError((error, c) => {
    console.error('latch-server:', error)
    return c.json({ error: 'Internal error' }, 500)
  })
  return app
}

import { timingSafeEqual } from 'node:crypto'
import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { eq } from 'drizzle-orm'
import { Hono } from 'hono'
import { createMiddleware } from 'hono/factory'
import * as v from 'valibot'
import { queryStats } from '../analytics/queryStats'
import { dashboardPage } from '../dashboard/dashboardPage'
import type { Database } from '../db/openDatabase'
import { projects } from '../db/schema'
import { queryInteger, readParam, readQuery, safeText, safeToken } from '../http/boundary'
import { PACKAGE_PATHS } from '../packagePaths'

/** The dashboard's pages run only the server's own script and style, and fetch only from the server. */
export const DASHBOARD_CSP = [
  "default-src 'none'",
  "script-src 'self'",
  "style-src 'self'",
  "connect-src 'self'",
  "img-src 'self'",
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'none'",
].join('; ')

const PAGE_HEADERS = {
  'Content-Security-Policy': DASHBOARD_CSP,
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'no-referrer',
  'Cache-Control': 'no-store',
}

const ASSETS: Record<string, string> = {
  'dashboard.js': 'text/javascript; charset=utf-8',
  'dashboard.css': 'text/css; charset=utf-8',
}

const ProjectId = safeToken(/^[\w-]{1,128}$/)
const StatsQuery = v.object({ days: queryInteger(1, 365, 30) })
const TokenQuery = v.object({ token: v.optional(safeText(1024)) })

function sameToken(given: string | undefined, expected: string): boolean {
  const a = Buffer.from(given ?? '')
  const b = Buffer.from(expected)
  return a.length === b.length && timingSafeEqual(a, b)
}

/**
 * The analytics dashboard: `/dashboard/<projectId>` (charts drawn by a static script as SVG) and the counts it
 * draws, `/dashboard/<projectId>/stats.json?days=30`. With a dashboard token configured, both need `?token=`.
 */
export function dashboardRoutes(db: Database, options: { dashboardToken?: string | undefined }) {
  const app = new Hono()
  const guard = createMiddleware(async (c, next) => {
    if (!options.dashboardToken) return next()
    const query = readQuery(c, TokenQuery, 'Invalid token')
    if (!query.ok) return query.response
    if (!sameToken(query.value.token, options.dashboardToken)) {
      return c.json({ error: 'A valid token is required' }, 401)
    }
    await next()
  })

  app.get('/dashboard/assets/:file', async (c) => {
    const file = c.req.param('file')
    const type = ASSETS[file]
    if (!type) return c.json({ error: 'Not found' }, 404)
    const body = await readFile(join(PACKAGE_PATHS.dashboardAssets, file), 'utf8')
    return c.body(body, 200, { 'Content-Type': type, 'X-Content-Type-Options': 'nosniff' })
  })

  app.get('/dashboard/:projectId', guard, async (c) => {
    const id = readParam(c, 'projectId', ProjectId, 'Invalid projectId')
    if (!id.ok) return id.response
    const [project] = await db.select().from(projects).where(eq(projects.id, id.value))
    if (!project) return c.json({ error: 'Unknown projectId' }, 404)
    return c.html(dashboardPage(project), 200, PAGE_HEADERS)
  })

  app.get('/dashboard/:projectId/stats.json', guard, async (c) => {
    const id = readParam(c, 'projectId', ProjectId, 'Invalid projectId')
    if (!id.ok) return id.response
    const query = readQuery(c, StatsQuery, 'Invalid days')
    if (!query.ok) return query.response
    const [project] = await db.select().from(projects).where(eq(projects.id, id.value))
    if (!project) return c.json({ error: 'Unknown projectId' }, 404)
    return c.json(await queryStats(db, project.id, query.value.days), 200, { 'Cache-Control': 'no-store' })
  })

  return app
}

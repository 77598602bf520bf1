import { eq } from 'drizzle-orm'
import { createMiddleware } from 'hono/factory'
import * as v from 'valibot'
import { projects } from '../db/schema'
import { readQuery, safeToken } from '../http/boundary'
import { countRequest } from '../http/countRequest'
import type { Project } from '../http/types'
import type { EmbeddedContext } from './embeddedContext'
import { type FrameSession, readSessionToken } from './sessionTokens'

/** Hono's environment for the embedded routes: the project, and on Bearer routes the frame session. */
export interface EmbeddedEnv {
  Variables: { project: Project; session: FrameSession }
}

const ProjectQuery = v.object({ projectId: safeToken(/^[\w-]{1,128}$/) })

/**
 * Every `/embedded/*` API route: the caller is the frame, on the server's own origin, for a project that exists and
 * within the project's rate limit (`rateLimitPerMinute`).
 * A browser sends `Origin` on every POST and PUT and on any cross-origin request (a Bearer header makes one a CORS
 * request), so an `Origin` other than the server's, or none on a write, is refused; a same-origin GET carries none.
 */
export function embeddedGuard(context: EmbeddedContext) {
  return createMiddleware<EmbeddedEnv>(async (c, next) => {
    const origin = c.req.header('Origin')
    const write = c.req.method !== 'GET' && c.req.method !== 'HEAD'
    if (origin === undefined ? write : origin !== context.publicOrigin()) {
      return c.json({ error: 'Origin not allowed' }, 403)
    }
    const query = readQuery(c, ProjectQuery, 'Invalid projectId')
    if (!query.ok) return query.response
    const [project] = await context.db.select().from(projects).where(eq(projects.id, query.value.projectId))
    if (!project) return c.json({ error: 'Unknown projectId' }, 403)
    // The project's own limit, counted with its explorer calls (all instances together): a cap on the mail it sends.
    if (project.rateLimitPerMinute !== null) {
      const count = await countRequest(context.db, project.id, project.rateLimitPerMinute)
      if (count.limited) {
        c.header('Retry-After', String(count.retryAfterSeconds))
        return c.json({ error: 'Rate limited' }, 429)
      }
    }
    c.set('project', project)
    await next()
  })
}

const BEARER = /^Bearer ([\w-]+\.[\w-]+\.[\w-]+)$/

/** A route for a signed-in frame: `Authorization: Bearer <token>` of a live session of this project; else 401. */
export function requireSession(context: EmbeddedContext) {
  return createMiddleware<EmbeddedEnv>(async (c, next) => {
    const header = c.req.header('Authorization') ?? ''
    const token = header.length <= 4096 ? BEARER.exec(header)?.[1] : undefined
    const session = token
      ? await readSessionToken(
          context.db,
          context.keys.token,
          token,
          { projectId: c.get('project').id, audience: context.publicOrigin() },
          context.now(),
        )
      : undefined
    if (!session) return c.json({ error: 'Invalid session' }, 401)
    c.set('session', session)
    await next()
  })
}

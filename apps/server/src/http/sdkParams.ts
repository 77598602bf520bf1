import { eq } from 'drizzle-orm'
import { createMiddleware } from 'hono/factory'
import * as v from 'valibot'
import type { Database } from '../db/openDatabase'
import { projects } from '../db/schema'
import { countRequest } from './countRequest'
import type { ProjectEnv } from './types'
import { validationError } from './validationError'

/** The sdk params every explorer call carries (spec §7): the project, the SDK type and the SDK version. */
export const SdkParams = v.object({
  projectId: v.pipe(v.string('projectId is required'), v.regex(/^[\w-]{1,128}$/, 'projectId is malformed')),
  st: v.pipe(v.string('st is required'), v.regex(/^[\w.-]{1,64}$/, 'st is malformed')),
  sv: v.pipe(v.string('sv is required'), v.regex(/^[\w.+-]{1,64}$/, 'sv is malformed')),
})

/**
 * Checks projectId, st and sv on every route it guards: 400 when one is missing or malformed, 403 when the project
 * is unknown, 429 with Retry-After when the project's rate limit is spent this minute; otherwise the project row is
 * `c.get('project')`.
 */
export function requireSdkParams(db: Database) {
  return createMiddleware<ProjectEnv>(async (c, next) => {
    const query = c.req.query()
    const parsed = v.safeParse(SdkParams, { projectId: query.projectId, st: query.st, sv: query.sv })
    if (!parsed.success) return validationError(c, 'Invalid sdk params', parsed.issues)
    const [project] = await db.select().from(projects).where(eq(projects.id, parsed.output.projectId))
    if (!project) return c.json({ error: 'Unknown projectId' }, 403)
    if (project.rateLimitPerMinute !== null) {
      const count = await countRequest(db, project.id, project.rateLimitPerMinute)
      if (count.limited) {
        c.header('Retry-After', String(count.retryAfterSeconds))
        return c.json({ error: 'Rate limited' }, 429)
      }
    }
    c.set('project', project)
    await next()
  })
}

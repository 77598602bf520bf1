import { eq } from 'drizzle-orm'
import type { Context } from 'hono'
import { createMiddleware } from 'hono/factory'
import * as v from 'valibot'
import type { Database } from '../db/openDatabase'
import { projects } from '../db/schema'
import { readQuery, safeToken } from './boundary'
import { countRequest } from './countRequest'
import type { Project, ProjectEnv } from './types'

/** The sdk params every explorer call carries (spec §7): the project, the SDK type and the SDK version. */
const SdkParams = v.object({
  projectId: safeToken(/^[\w-]{1,128}$/),
  st: safeToken(/^[\w.-]{1,64}$/),
  sv: safeToken(/^[\w.+-]{1,64}$/),
})

interface SdkParamsOptions {
  /**
   * Runs once the project is known, before its rate limit is counted: a Response to answer instead (the
   * credentialed routes' origin check and preflight), or undefined to go on.
   */
  admit?: (c: Context<ProjectEnv>, project: Project) => Response | undefined
  /** Where projects are read (the server's `ReadCache`); default: the projects table, on every request. */
  projects?: (id: string) => Promise<Project | undefined>
}

/**
 * Checks projectId, st and sv on every route it guards: 400 when one is missing or malformed, 403 when the project
 * is unknown, 429 with Retry-After when the project's rate limit is spent this minute; otherwise the project row is
 * `c.get('project')`.
 */
export function requireSdkParams(db: Database, options: SdkParamsOptions = {}) {
  return createMiddleware<ProjectEnv>(async (c, next) => {
    const params = readQuery(c, SdkParams, 'Invalid sdk params')
    if (!params.ok) return params.response
    const project = options.projects
      ? await options.projects(params.value.projectId)
      : (await db.select().from(projects).where(eq(projects.id, params.value.projectId)))[0]
    if (!project) return c.json({ error: 'Unknown projectId' }, 403)
    const answer = options.admit?.(c, project)
    if (answer) return answer
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

import type { projects } from '../db/schema'

/** A project row as the routes see it. */
export type Project = typeof projects.$inferSelect

/** Hono's environment for every sdk-param route: the project the request's `projectId` named. */
export interface ProjectEnv {
  Variables: { project: Project }
}

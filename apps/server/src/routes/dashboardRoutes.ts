import { Hono } from 'hono'
import type { Database } from '../db/openDatabase'

/** Placeholder until the analytics dashboard lands (step 4). */
export function dashboardRoutes(_db: Database, _options: { dashboardToken?: string | undefined }) {
  return new Hono()
}

import { Hono } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import * as v from 'valibot'
import { BatchBody, BatchItem, MAX_BATCH_BYTES, MAX_PROPERTIES_BYTES } from '../analytics/BatchBody'
import type { Database } from '../db/openDatabase'
import { analyticsEvents } from '../db/schema'
import { requireSdkParams } from '../http/sdkParams'
import type { ProjectEnv } from '../http/types'
import { validationError } from '../http/validationError'

// An event dated further ahead than this is a wrong clock or a forgery.
const MAX_CLOCK_SKEW_MS = 24 * 60 * 60 * 1000

/** POST /batch: the analytics beacon (spec §7). Stores each valid item once per project; answers what it kept. */
export function batchRoute(db: Database) {
  const app = new Hono<ProjectEnv>()
  app.post(
    '/batch',
    requireSdkParams(db),
    bodyLimit({ maxSize: MAX_BATCH_BYTES, onError: (c) => c.json({ error: 'Body too large' }, 413) }),
    async (c) => {
      const project = c.get('project')
      if (!project.analyticsEnabled) return c.json({ error: 'Analytics is off for this project' }, 403)
      let json: unknown
      try {
        json = await c.req.json()
      } catch {
        return c.json({ error: 'Body is not JSON' }, 400)
      }
      const body = v.safeParse(BatchBody, json)
      if (!body.success) return validationError(c, 'Invalid batch', body.issues)
      const now = Date.now()
      const rows = []
      for (const raw of body.output.batch) {
        const item = v.safeParse(BatchItem, raw)
        if (!item.success || item.output.timestamp > now + MAX_CLOCK_SKEW_MS) continue
        const properties = item.output.props.properties
        if (JSON.stringify(properties).length > MAX_PROPERTIES_BYTES) continue
        rows.push({
          projectId: project.id,
          eventId: item.output.eventId,
          event: item.output.props.event,
          url: item.output.url,
          domain: item.output.domain,
          occurredAt: new Date(item.output.timestamp),
          properties,
        })
      }
      const stored =
        rows.length === 0
          ? []
          : await db
              .insert(analyticsEvents)
              .values(rows)
              .onConflictDoNothing()
              .returning({ id: analyticsEvents.id })
      return c.json({ received: body.output.batch.length, stored: stored.length })
    },
  )
  return app
}

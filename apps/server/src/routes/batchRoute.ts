import { Hono } from 'hono'
import * as v from 'valibot'
import { BatchBody, BatchItem, MAX_BATCH_BYTES } from '../analytics/BatchBody'
import type { Database } from '../db/openDatabase'
import { analyticsEvents } from '../db/schema'
import { readJsonBody } from '../http/boundary'
import { requireSdkParams } from '../http/sdkParams'
import type { ProjectEnv } from '../http/types'

// An event dated further ahead than this is a wrong clock or a forgery.
const MAX_CLOCK_SKEW_MS = 24 * 60 * 60 * 1000

/** POST /batch: the analytics beacon (spec §7). Stores each valid item once per project; answers what it kept. */
export function batchRoute(db: Database) {
  const app = new Hono<ProjectEnv>()
  app.post('/batch', requireSdkParams(db), async (c) => {
    const project = c.get('project')
    if (!project.analyticsEnabled) return c.json({ error: 'Analytics is off for this project' }, 403)
    const body = await readJsonBody(c, BatchBody, { maxBytes: MAX_BATCH_BYTES, error: 'Invalid batch' })
    if (!body.ok) return body.response
    const now = Date.now()
    const rows = []
    // Each item through the boundary's schema: a bad one is dropped (counted in `received`, not in `stored`).
    for (const raw of body.value.batch) {
      const item = v.safeParse(BatchItem, raw)
      if (!item.success || item.output.timestamp > now + MAX_CLOCK_SKEW_MS) continue
      rows.push({
        projectId: project.id,
        eventId: item.output.eventId,
        event: item.output.props.event,
        url: item.output.url,
        domain: item.output.domain,
        occurredAt: new Date(item.output.timestamp),
        properties: item.output.props.properties,
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
    return c.json({ received: body.value.batch.length, stored: stored.length })
  })
  return app
}

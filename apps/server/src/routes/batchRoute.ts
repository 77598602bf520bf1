import { Hono } from 'hono'
import * as v from 'valibot'
import { BatchBody, BatchItem, MAX_BATCH_BYTES } from '../analytics/BatchBody'
import { type EventRow, EventsUnavailableError, type EventWriter } from '../analytics/eventWriter'
import type { ReadCache } from '../cache/readCache'
import type { Database } from '../db/openDatabase'
import { readJsonBody } from '../http/boundary'
import { requireSdkParams } from '../http/sdkParams'
import type { ProjectEnv } from '../http/types'

// An event dated further ahead than this is a wrong clock or a forgery.
const MAX_CLOCK_SKEW_MS = 24 * 60 * 60 * 1000

/**
 * POST /batch: the analytics beacon (spec §7). Stores each valid item once per project through the event writer
 * (one INSERT for every batch of a short window) and answers what it kept once it is committed.
 */
export function batchRoute(db: Database, reads: ReadCache, events: EventWriter) {
  const app = new Hono<ProjectEnv>()
  app.post('/batch', requireSdkParams(db, { projects: reads.project }), async (c) => {
    const project = c.get('project')
    if (!project.analyticsEnabled) return c.json({ error: 'Analytics is off for this project' }, 403)
    const body = await readJsonBody(c, BatchBody, { maxBytes: MAX_BATCH_BYTES, error: 'Invalid batch' })
    if (!body.ok) return body.response
    const now = Date.now()
    const rows: EventRow[] = []
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
    try {
      const stored = await events.write(rows)
      return c.json({ received: body.value.batch.length, stored })
    } catch (error) {
      if (!(error instanceof EventsUnavailableError)) throw error
      // Nothing was answered as stored: the kit keeps the batch and sends it again (event ids make that safe).
      c.header('Retry-After', '5')
      return c.json({ error: 'Analytics unavailable' }, 503)
    }
  })
  return app
}

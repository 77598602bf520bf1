import type { Logger } from '../../adapter/logger'
import { safeStringify } from '../safeStringify'
import { utf8ByteLength } from '../utf8ByteLength'
import { batchEndpoint } from './batchEndpoint'
import { createEventIdGenerator } from './createEventIdGenerator'
import { pageContext } from './pageContext'
import { postBatch } from './postBatch'
import type { AnalyticsEnvironment, AnalyticsEvent, AnalyticsItem } from './types'

/** How often queued events are sent (spec §9). */
export const ANALYTICS_FLUSH_INTERVAL_MS = 10_000
/** Queued JSON above this many bytes is sent at once (spec §9). */
export const ANALYTICS_MAX_PENDING_BYTES = 45 * 1024
/** Largest single event; bigger ones are dropped, so one request stays under the 64 KB keepalive limit. */
const ANALYTICS_MAX_EVENT_BYTES = 15 * 1024
/** Most bytes one request carries (browsers refuse keepalive bodies above 64 KB). */
const ANALYTICS_MAX_REQUEST_BYTES = 60 * 1024
/** Most events kept (a failing endpoint must not grow memory for ever); the oldest are dropped first. */
export const ANALYTICS_MAX_PENDING_EVENTS = 500
/** Events sent even when analytics is disabled (spec §7). */
export const ANALYTICS_ALWAYS_SENT_EVENTS: readonly string[] = ['SOCIAL_LOGIN_SUCCESS']
/** A send that takes longer is aborted and retried later. */
const ANALYTICS_REQUEST_TIMEOUT_MS = 10_000

/** The analytics service every flow reports to. */
export interface Analytics {
  /** Queues an event; dropped when no endpoint is configured, or when disabled (except always-sent events). */
  track(event: AnalyticsEvent): void
  /** Sends what is queued now; never rejects. */
  flush(reason?: string): Promise<void>
  /** Flushes every 10 s and when the page is hidden, until the returned function is called. */
  start(environment: AnalyticsEnvironment): () => void
  /** How many events wait to be sent. */
  pending(): number
}

/** Options of `createAnalytics`. */
export interface AnalyticsOptions {
  /** The self-hosted analytics service; without it nothing is ever sent (no vendor endpoint is built in). */
  baseUrl?: string
  projectId?: string
  sdkVersion: string
  /** Sent as `st`; defaults to `latch`. */
  sdkType?: string
  /** Whether events are sent; a function is asked at each event and before each send. */
  enabled: boolean | (() => boolean)
  fetch?: typeof fetch
  now?: () => number
  /** Page URL and domain for each item; defaults to the page's origin + path (no query: it may hold secrets). */
  getPageContext?: () => { url: string; domain: string } | undefined
  timeoutMs?: number
  logger: Logger
}

// The `{"batch":[]}` wrapper around the items.
const BODY_OVERHEAD = utf8ByteLength('{"batch":[]}')

/** Creates the analytics queue: batches of events POSTed to `${baseUrl}/batch` (spec §7, §9). */
export function createAnalytics(options: AnalyticsOptions): Analytics {
  const { logger } = options
  const now = options.now ?? Date.now
  const nextId = createEventIdGenerator()
  const endpoint = batchEndpoint(options)
  const isEnabled = typeof options.enabled === 'function' ? options.enabled : () => options.enabled
  const queue: { event: string; text: string; bytes: number }[] = []
  let queuedBytes = 0
  let dropped = 0
  let retryAfter = 0
  let chain: Promise<void> = Promise.resolve()

  const bodyBytes = () => BODY_OVERHEAD + queuedBytes + Math.max(0, queue.length - 1)

  const track = (event: AnalyticsEvent) => {
    if (!endpoint) return
    if (!isEnabled() && !ANALYTICS_ALWAYS_SENT_EVENTS.includes(event.event)) return
    const context = readPageContext(options.getPageContext ?? pageContext)
    const item: AnalyticsItem = {
      eventId: event.eventId ?? nextId(),
      url: context.url,
      domain: context.domain,
      timestamp: now(),
      props: { type: 'track', event: event.event, ...(event.props ? { properties: event.props } : {}) },
    }
    const text = safeStringify(item) ?? '{}'
    const bytes = utf8ByteLength(text)
    if (bytes > ANALYTICS_MAX_EVENT_BYTES) {
      logger.warn('Analytics event too large to send; dropped', { event: event.event, bytes })
      return
    }
    queue.push({ event: event.event, text, bytes })
    queuedBytes += bytes
    trim()
    if (bodyBytes() > ANALYTICS_MAX_PENDING_BYTES && now() >= retryAfter) void flush('size')
  }

  const trim = () => {
    while (queue.length > ANALYTICS_MAX_PENDING_EVENTS) {
      queuedBytes -= queue.shift()?.bytes ?? 0
      dropped += 1
    }
  }

  /** Drops what was queued before analytics was turned off, but the always-sent events. */
  const dropDisabled = () => {
    if (isEnabled()) return
    const kept = queue.filter((item) => ANALYTICS_ALWAYS_SENT_EVENTS.includes(item.event))
    queue.splice(0, queue.length, ...kept)
    queuedBytes = kept.reduce((sum, item) => sum + item.bytes, 0)
  }

  const send = async (reason: string) => {
    dropDisabled()
    while (endpoint && queue.length > 0) {
      // Take the oldest items that fit in one request.
      let count = 0
      let size = BODY_OVERHEAD
      for (const item of queue) {
        if (count > 0 && size + item.bytes + 1 > ANALYTICS_MAX_REQUEST_BYTES) break
        size += item.bytes + (count > 0 ? 1 : 0)
        count += 1
      }
      const batch = queue.splice(0, count)
      queuedBytes -= batch.reduce((sum, item) => sum + item.bytes, 0)
      const outcome = await postBatch(endpoint, `{"batch":[${batch.map((item) => item.text).join(',')}]}`, {
        ...(options.fetch ? { fetch: options.fetch } : {}),
        timeoutMs: options.timeoutMs ?? ANALYTICS_REQUEST_TIMEOUT_MS,
      })
      if (outcome.kind === 'sent') continue
      if (outcome.kind === 'rejected') {
        logger.warn('Analytics endpoint refused a batch; dropped', {
          status: outcome.status,
          events: count,
          reason,
        })
        continue
      }
      queue.unshift(...batch)
      queuedBytes += batch.reduce((sum, item) => sum + item.bytes, 0)
      trim()
      retryAfter = now() + ANALYTICS_FLUSH_INTERVAL_MS
      logger.warn('Analytics send failed; will retry', { ...outcome, kept: queue.length, dropped, reason })
      return
    }
  }

  const flush = (reason = 'manual'): Promise<void> => {
    chain = chain
      .then(() => send(reason))
      .catch((error: unknown) => logger.error('Analytics flush failed', error))
    return chain
  }

  return {
    track,
    flush,
    pending: () => queue.length,
    start(environment) {
      const timer = environment.setInterval(() => void flush('interval'), ANALYTICS_FLUSH_INTERVAL_MS)
      const onVisibility = (event: Event) => {
        const page = (environment.document ?? event.target) as { visibilityState?: unknown } | null
        if (page?.visibilityState === 'hidden') void flush('hidden')
      }
      const onPageHide = () => void flush('pagehide')
      environment.addEventListener?.('visibilitychange', onVisibility)
      environment.addEventListener?.('pagehide', onPageHide)
      return () => {
        environment.clearInterval(timer)
        environment.removeEventListener?.('visibilitychange', onVisibility)
        environment.removeEventListener?.('pagehide', onPageHide)
      }
    },
  }
}

// A host callback that throws must not break the flow that tracked the event.
function readPageContext(read: () => { url: string; domain: string } | undefined): {
  url: string
  domain: string
} {
  try {
    const context = read()
    if (context && typeof context.url === 'string' && typeof context.domain === 'string') return context
  } catch {
    // Fall through to an empty context.
  }
  return { url: '', domain: '' }
}

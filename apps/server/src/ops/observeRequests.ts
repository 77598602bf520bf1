import type { Context, MiddlewareHandler } from 'hono'
import { routePath } from 'hono/route'
import { lazyRoutePattern } from '../http/lazyRoutes'
import type { ServerMetrics } from './serverMetrics'

/** One structured log line. */
type LogEntry = Record<string, string | number | boolean | undefined>

/** Writes one log line (JSON on stdout in `main.ts`). */
export type LogLine = (entry: LogEntry) => void

/** Writes each entry as one JSON line on stdout. */
export const jsonLogLine: LogLine = (entry) => {
  process.stdout.write(`${JSON.stringify({ time: new Date().toISOString(), ...entry })}\n`)
}

/**
 * The route a request matched, as its pattern (`/getWalletImage/:id`): never the raw path or the query string,
 * which may carry tokens (`?token=`), and a bounded set of labels. A request no route matched is `unmatched`.
 */
function routeLabel(c: Context): string {
  const pattern = lazyRoutePattern(c) ?? routePath(c, -1)
  return !pattern || pattern.includes('*') ? 'unmatched' : pattern
}

/** Counts, times and (with `log`) logs every request: method, route pattern, status and milliseconds. */
export function observeRequests(metrics: ServerMetrics, log?: LogLine): MiddlewareHandler {
  return async (c, next) => {
    const started = performance.now()
    metrics.inFlight.inc()
    try {
      await next()
    } finally {
      metrics.inFlight.dec()
      const ms = performance.now() - started
      const labels = { method: c.req.method, route: routeLabel(c), status: String(c.res.status) }
      metrics.requests.inc(labels)
      metrics.duration.observe(labels, ms / 1000)
      log?.({ level: 'info', msg: 'request', ...labels, status: c.res.status, ms: Math.round(ms * 10) / 10 })
    }
  }
}

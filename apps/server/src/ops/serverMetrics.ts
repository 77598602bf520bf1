import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client'

/**
 * The server's Prometheus metrics on their own registry, served at `/metrics`. Other parts of the server (the
 * WalletConnect relay) register their own gauges on `registry`.
 */
export interface ServerMetrics {
  registry: Registry
  /** Requests answered, by method, route pattern and status. */
  requests: Counter<'method' | 'route' | 'status'>
  /** Time to answer, in seconds, by method, route pattern and status. */
  duration: Histogram<'method' | 'route' | 'status'>
  /** Requests being answered now. */
  inFlight: Gauge
}

/** A fresh registry with the HTTP metrics and Node's process metrics (`process_*`, `nodejs_*`). */
export function createServerMetrics(): ServerMetrics {
  const registry = new Registry()
  collectDefaultMetrics({ register: registry })
  const labelNames = ['method', 'route', 'status'] as const
  return {
    registry,
    requests: new Counter({
      name: 'latch_http_requests_total',
      help: 'HTTP requests answered, by method, route pattern and status',
      labelNames,
      registers: [registry],
    }),
    duration: new Histogram({
      name: 'latch_http_request_duration_seconds',
      help: 'Time to answer an HTTP request, by method, route pattern and status',
      labelNames,
      // From a cached answer (well under a millisecond) to a slow database.
      buckets: [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.02, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
      registers: [registry],
    }),
    inFlight: new Gauge({
      name: 'latch_http_requests_in_flight',
      help: 'HTTP requests being answered',
      registers: [registry],
    }),
  }
}

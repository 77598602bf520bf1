import type { DemoService } from './demoServer.d.mts'

/**
 * Starts the Latch server (explorer, origins, analytics) on PGlite for the demo; with `started.mail` (the demo's
 * SMTP sink), the embedded wallet too, its frame at `frameOrigin`.
 */
export declare function startDemoLatchServer(
  started?: Record<string, DemoService & { smtpUrl?: string }>,
): Promise<DemoService & { frameOrigin?: string }>

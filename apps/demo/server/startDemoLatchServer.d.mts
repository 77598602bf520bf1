import type { DemoService } from './demoServer.d.mts'

/** The demo on-ramp provider's test secret (public on purpose: the demo buys nothing). */
export declare const DEMO_ONRAMP_SECRET: string

/**
 * Starts the Latch server (explorer, origins, analytics, on-ramp) on PGlite for the demo; with `started.mail` (the demo's
 * SMTP sink), the embedded wallet too, its frame at `frameOrigin`.
 */
export declare function startDemoLatchServer(
  started?: Record<string, DemoService & { smtpUrl?: string }>,
): Promise<DemoService & { frameOrigin?: string; allowFrameConnect?(origin: string): void }>

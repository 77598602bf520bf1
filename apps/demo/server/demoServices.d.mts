import type { DemoService } from './demoServer.d.mts'

/** The local services the demo starts, by name. */
export declare const DEMO_SERVICES: Record<string, () => Promise<DemoService>>

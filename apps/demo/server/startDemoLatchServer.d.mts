import type { DemoService } from './demoServer.d.mts'

/** Starts the Latch server (explorer, origins, analytics) on PGlite for the demo. */
export declare function startDemoLatchServer(): Promise<DemoService>

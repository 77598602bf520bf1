import type { DemoService } from './demoServer.d.mts'

/** The local services the demo starts, by name, in order; each starter gets the services started before it. */
export declare const DEMO_SERVICES: Record<
  string,
  (started: Record<string, DemoService>) => Promise<DemoService>
>

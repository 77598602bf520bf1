import type { DemoService } from './demoServer.d.mts'

/** Starts the local Stacks API with the demo wallet's balance. */
export declare function startDemoStacks(): Promise<DemoService>

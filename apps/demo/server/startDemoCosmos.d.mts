import type { DemoService } from './demoServer.d.mts'

/** The demo's local Cosmos chain id (`cosmos:latch-local-1`). */
export declare const COSMOS_DEMO_CHAIN_ID: string
/** What the Cosmos dev wallet holds on it: 42.5 STAKE, in ustake. */
export declare const COSMOS_DEV_USTAKE: bigint
/** Starts the endpoint on a free 127.0.0.1 port with the dev wallet's STAKE; the page reaches it at /svc/cosmos/. */
export declare function startDemoCosmos(): Promise<DemoService>

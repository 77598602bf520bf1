import type { DemoService } from './demoServer.d.mts'

/** The demo's Cosmos chains, by service name. */
export declare const COSMOS_DEMO_CHAINS: Record<
  'cosmos' | 'cosmos-osmo',
  { chainId: string; prefix: string; denom: string; amount: bigint }
>
/** `cosmos:latch-local-1`, the dev wallet with 42.5 STAKE; the page reaches it at /svc/cosmos/. */
export declare function startDemoCosmos(): Promise<DemoService>
/** `cosmos:latch-osmo-1`, the dev wallet with 1.25 OSMO; the page reaches it at /svc/cosmos-osmo/. */
export declare function startDemoCosmosOsmo(): Promise<DemoService>

import type { DemoService } from './demoServer.d.mts'

/** Starts the Esplora server over a regtest chain and funds the demo's Bitcoin dev wallet. */
export declare function startDemoBitcoin(): Promise<DemoService>

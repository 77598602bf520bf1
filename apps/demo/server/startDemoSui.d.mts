import type { DemoService } from './demoServer.d.mts'

/** Starts the Sui node on a free 127.0.0.1 port (the page reaches it at `/svc/sui/`) and funds the dev wallet. */
export declare function startDemoSui(): Promise<DemoService>

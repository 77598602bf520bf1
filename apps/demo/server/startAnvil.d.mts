import type { DemoAnvil } from './demoServer.mjs'

/** Starts one anvil on a free 127.0.0.1 port. */
export declare function startAnvil(options: { chainId: number }): Promise<DemoAnvil>

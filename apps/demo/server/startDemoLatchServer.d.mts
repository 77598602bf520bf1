import type { DemoChains, DemoService } from './demoServer.d.mts'

/** The demo on-ramp provider's test secret (public on purpose: the demo buys nothing). */
export declare const DEMO_ONRAMP_SECRET: string

/**
 * Starts the Latch server (explorer, origins, analytics, on-ramp) on PGlite for the demo; with `started.mail` (the demo's
 * SMTP sink), the embedded wallet too, its frame at `frameOrigin`; with the first anvil chain's Uniswap V2 fixture
 * (`chains.evm.contracts.swapRouter`), the swap routes (`demoSwapOptions`); with the SVM (`chains.solana`), its quote
 * maker's Solana swaps too (`demoSolanaSwapOptions`); with its `SponsorPaymaster`, the demo bundler and paymaster
 * (`/sponsor/v1/rpc`), whose URL (`sponsor.bundlerUrl`) the e-mail wallet sends sponsored batches to.
 */
export declare function startDemoLatchServer(
  started?: Record<string, DemoService & { smtpUrl?: string }>,
  chains?: DemoChains,
): Promise<
  DemoService & {
    frameOrigin?: string
    sponsor?: { chainId: `eip155:${number}`; bundlerUrl: string }
    allowFrameConnect?(origin: string): void
  }
>

/** The swap routes' options on the demo's first anvil chain (ETH, LTT, LUSD and the permit token LPT). */
export declare function demoSwapOptions(evm: DemoChains['evm']): import('@latch/server').SwapOptions

/** The Solana swap routes on the demo's SVM: the self-hosted quote maker trading LDT, LDS and the all but empty LDX. */
export declare function demoSolanaSwapOptions(
  solana: NonNullable<DemoChains['solana']>,
): Promise<NonNullable<import('@latch/server').SwapOptions['solana']>>

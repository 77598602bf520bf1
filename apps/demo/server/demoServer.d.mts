/** A running anvil node. */
export interface DemoAnvil {
  chainId: number
  port: number
  rpcUrl: string
  pid: number
  stop(): Promise<void>
}

/** A local service the demo starts and proxies at `/svc/<name>/...`. */
/** The first anvil chain as the services see it (the Latch server's swap routes read it). */
export interface DemoChains {
  evm: { chainId: number; rpcUrl: string; contracts: Record<string, string> | undefined }
}

export interface DemoService {
  url: string
  close(): Promise<void>
  /** The local OpenID provider (the `oidc` service): accepts the Latch server's callback URL. */
  registerRedirect?(redirectUri: string): void
  /** The SMTP sink's `smtp://` URL (the `mail` service). */
  smtpUrl?: string
  /** The embedded wallet frame's origin (the `latch` service, when it runs the embedded wallet). */
  frameOrigin?: string
  /** Lets the frame connect to `origin` (its CSP connect-src): the demo page's RPC proxy, once it listens. */
  allowFrameConnect?(origin: string): void
}

/** The WalletConnect relay the demo starts. */
export interface DemoRelay {
  url: string
  port: number
  stop(): Promise<void>
}

/** The policy every page is served with, framing only `frameSources` besides itself. */
export declare function demoCsp(frameSources?: readonly string[], frameAncestors?: string): string

/** The policy without the embedded wallet's frame. */
export declare const DEMO_CSP: string

/** Starts the demo's chains, services and HTTP server on 127.0.0.1. */
export declare function startDemo(options: {
  distDir: string
  port?: number
  chainIds?: number[]
  startAnvil: (options: { chainId: number }) => Promise<DemoAnvil>
  startSolana?: () => Promise<DemoService>
  /** Deploys the fixture tokens on the first chain (dev account 0 holds their supply). */
  deployContracts?: (rpcUrl: string, chainId: number) => Promise<object>
  /** Started in order; each gets the ones started before it, and the first chain with its contracts. */
  services?: Record<
    string,
    (started: Record<string, DemoService>, chains: DemoChains) => Promise<DemoService>
  >
  /**
   * Starts the WalletConnect relay (once the demo listens) on `path` (`/relay`), reached by the page at
   * `ws://<demo>/relay`: `publicUrls` are those URLs, which the relay accepts as its clients' JWT audience.
   */
  startRelay?: (options: { path: string; publicUrls: readonly string[] }) => Promise<DemoRelay>
}): Promise<{
  url: string
  anvils: DemoAnvil[]
  contracts: object | undefined
  solanaRpcUrl: string | undefined
  serviceUrls: Record<string, string>
  /** The embedded wallet frame's origin (the Latch server's), when the demo runs it. */
  frameOrigin: string | undefined
  /** The WalletConnect relay's own URL (Node-side wallets connect to it directly). */
  relayUrl: string | undefined
  relay: DemoRelay | undefined
  stop(): Promise<void>
}>

import { openRelayDatabase, type RelayDatabase, startRelay as startLatchRelay } from '@latch/relay'

/** Options of `startRelay`. */
export interface StartRelayOptions {
  /** Port on 127.0.0.1; 0 (default) picks a free one. */
  port?: number
  /** Server ping interval in ms (default 15 s: the Node client drops a socket silent for 35 s). */
  pingIntervalMs?: number
  /** Clock in ms, for ttl tests. */
  now?: () => number
  /** The path it answers on (default `/`); the demo's pipe forwards `/relay` as it came. */
  path?: string
  /** More URLs clients reach it by (a proxy in front, as the demo's `/relay`): accepted as JWT audiences. */
  publicUrls?: readonly string[]
}

/** A running relay. */
export interface Relay {
  /** `ws://127.0.0.1:<port><path>` */
  readonly url: string
  readonly port: number
  /** Closes every client socket (the relay keeps running, clients reconnect): RELIABILITY #14. */
  dropSockets(): void
  stop(): Promise<void>
}

// One in-memory PGlite per process for every relay a test run starts (PGlite takes seconds to start on a busy
// machine); relays on it hear each other through its in-process notifications, as instances of one deployment.
let sharedDatabase: Promise<RelayDatabase> | undefined

/**
 * The WalletConnect relay for tests and the demo: Latch's own relay (`@latch/relay`), the one a team runs in
 * production, on an in-memory PGlite, listening on 127.0.0.1.
 */
export async function startRelay(options: StartRelayOptions = {}): Promise<Relay> {
  sharedDatabase ??= openRelayDatabase()
  const relay = await startLatchRelay({
    database: await sharedDatabase,
    port: options.port ?? 0,
    path: options.path ?? '/',
    ...(options.pingIntervalMs !== undefined ? { pingIntervalMs: options.pingIntervalMs } : {}),
    ...(options.now ? { now: options.now } : {}),
    publicUrls: options.publicUrls ?? [],
  })
  return {
    url: relay.url,
    port: relay.port,
    dropSockets: () => relay.dropSockets(),
    stop: () => relay.stop(),
  }
}

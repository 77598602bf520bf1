import type { AdapterContext, ChainAdapter } from '../adapter/types'

/** The test wallet the suite drives: a real one (real keys, real signatures) that the adapter reaches. */
export interface ConformanceWallet {
  /** The connector id the adapter lists the wallet under. */
  connectorId: string
  /** The wallet's own object, which `getProvider(connectorId)` hands back; leave out to check only that it does. */
  provider?: unknown
  /** The wallet's next prompt (connect, sign) fails as the visitor declining it. */
  rejectNext(): void
  /** The wallet reports another account of its own; leave it out when the test wallet cannot. */
  switchAccount?(): void | Promise<void>
}

/** One fresh adapter, not set up yet, with the context core would give it and the test wallet it reaches. */
export interface ConformanceSetup {
  adapter: ChainAdapter
  context: AdapterContext
  wallet: ConformanceWallet
}

/** An adapter with discovery on and a wallet on the page (not set up yet): `start()` must find it. */
export interface ConformanceDiscovery {
  adapter: ChainAdapter
  context: AdapterContext
  /** The connector id the wallet on the page is listed under. */
  connectorId: string
}

/** What a host page loads first with the adapter, and what only through `import()` (module ids or source paths). */
export interface FirstLoadMeasure {
  staticModules: readonly string[]
  lazyModules: readonly string[]
  staticGzipBytes: number
}

/** The first-load split an adapter promises (ADAPTERS.md item 9). */
export interface FirstLoadCheck {
  /** Bundles a host page that imports the adapter, as a host's bundler does (`@latch/core` left out). */
  measure(): Promise<FirstLoadMeasure>
  /** What the first load may hold: the shell, the networks, ...; any module matching none of these fails. */
  allowed: readonly RegExp[]
  /** What must load only through `import()`: the wallet side, the chain SDK, ...; each must be there. */
  lazy: readonly RegExp[]
  /** Gzip bytes the first load stays under. */
  maxGzipBytes: number
}

/** How `describeAdapterConformance` reaches the adapter under test. */
export interface AdapterConformanceOptions {
  /** Heads the suite's titles (`'suiAdapter'`). */
  name: string
  setup(): ConformanceSetup | Promise<ConformanceSetup>
  /** Runs after each test (unstub globals, unregister wallets). */
  cleanup?(): void | Promise<void>
  /** A valid plain address of the namespace on the context's first network (for `isAddress`). */
  address: string
  /** Leave out when the adapter has no discovery a test can drive. */
  discovery?(): ConformanceDiscovery | Promise<ConformanceDiscovery>
  /**
   * Makes the next import of the adapter's wallet side fail as an unreachable chunk does (`failingImport` in a
   * `vi.mock` of that module). Leave out for an adapter without a lazily imported part.
   */
  loadFailure?: { failNextImport(): void }
  firstLoad?: FirstLoadCheck
}

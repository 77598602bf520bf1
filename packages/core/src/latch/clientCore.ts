import type { ChainAdapter } from '../adapter/types'
import type { ChainNamespace } from '../caip/namespaces'
import type { ResolvedOptions } from '../options/resolveOptions'
import type { DeferredLogger } from '../services/logger/createDeferredLogger'
import type { LatchStorage } from '../services/storage/types'
import type { LatchState, View } from '../state/types'
import type { Store } from '../store/createStore'
import { cores } from './clientCores'
import type { LatchEvent } from './events'
import type { Latch } from './types'

/**
 * The part of a client that exists from `createLatch` on, in the first load: the store, options, adapters, logger,
 * and the ways to reach the storage service and wallet discovery. Actions reach it with
 * {@link clientCore}; it is not on the client's public shape.
 */
export interface ClientCore {
  /** The client this core belongs to. */
  latch: Latch
  store: Store<LatchState>
  options: ResolvedOptions
  adapters: ReadonlyMap<ChainNamespace, ChainAdapter>
  logger: DeferredLogger
  emit(event: LatchEvent): void
  now(): number
  /** The storage service once its chunk is in (synchronous readers read nothing before). */
  loadedStorage(): LatchStorage | undefined
  /** Loads the storage service (once; a failed import is tried again at the next call). */
  loadStorage(): Promise<LatchStorage>
  /** Runs `task` on the storage service: at once when it is in, else once it is (a failed load is logged as `what`). */
  withStorage(what: string, task: (storage: LatchStorage) => void): void
  /** Wallet discovery is needed now: adapters start at once when mounted in the browser, else at mount. */
  requestAdapters(): void
  /**
   * Loads the client's background work (wallet events, other tabs' changes), with the services: once they are in,
   * a wallet event is handled before it returns.
   */
  loadBackground(): Promise<unknown>
  /** Lists every adapter's connectors in state again. */
  refreshConnectors(): void
  /**
   * The views the UI bound to this client ships (`setAvailableViews`); until a UI says, every view may be opened.
   */
  availableViews: { current?: ReadonlySet<View> }
  /** Runs `cleanup` when the client is destroyed (at once when it already is). */
  onDestroy(cleanup: () => void): void
}

/** The core of a client made by `createLatch`; throws for any other object. */
export function clientCore(latch: Latch): ClientCore {
  const core = cores.get(latch)
  if (!core) throw new TypeError('Latch: pass the client createLatch() returned')
  return core
}

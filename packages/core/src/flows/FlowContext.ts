import type { Logger } from '../adapter/logger'
import type { ChainAdapter } from '../adapter/types'
import type { ChainNamespace } from '../caip/namespaces'
import { AdapterNotFoundError } from '../errors/catalogue'
import type { ResolvedOptions } from '../options/resolveOptions'
import type { Analytics } from '../services/analytics/createAnalytics'
import type { ChainDataService } from '../services/chainData/createChainData'
import type { LatchStorage } from '../services/storage/types'
import type { LatchState } from '../state/types'
import type { Store } from '../store/createStore'
import type { LatchEvent } from './events'
import type { ReadGenerations } from './latestRead'
import type { StatusBanner } from './notices'

/**
 * The part of a client that exists from `createLatch` on, in the first load: the store, options, adapters, logger
 * and the status banner. The light client API works with this alone.
 */
export interface ClientCore {
  store: Store<LatchState>
  options: ResolvedOptions
  adapters: ReadonlyMap<ChainNamespace, ChainAdapter>
  logger: Logger
  /** The status banner (one per client, so a replaced message never leaves a timer behind). */
  status: StatusBanner
  emit(event: LatchEvent): void
  now(): number
}

/** What every flow works with: the client's core plus the services the engine (loaded on demand) adds. */
export interface FlowContext extends ClientCore {
  storage: LatchStorage
  analytics: Analytics
  /** Tokens, activity and prices through the §9 caches. */
  chainData: ChainDataService
  /** Wallet requests the views started that have not settled yet, by target (one per target at a time). */
  inFlight: Map<string, Promise<void>>
  /** The newest read of each account list; only it writes its answer. */
  reads: ReadGenerations
  /** The send in flight, if any (a second Send joins it). */
  pendingSend: { current?: Promise<string> }
}

/** The adapter of `namespace`; throws 'Adapter not found' when the host did not pass one. */
export function requireAdapter(context: FlowContext, namespace: ChainNamespace): ChainAdapter {
  const adapter = context.adapters.get(namespace)
  if (!adapter) throw new AdapterNotFoundError({ details: namespace })
  return adapter
}

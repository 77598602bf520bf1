import { loadOnce } from '../../adapter/loadOnce'
import { type ClientCore, clientCore } from '../../latch/clientCore'
import type { Latch } from '../../latch/types'
import type { Analytics } from '../../services/analytics/createAnalytics'
import type { ChainDataService } from '../../services/chainData/createChainData'
import type { LatchStorage } from '../../services/storage/types'
import type { ReadGenerations } from './latestRead'

/**
 * What the actions that keep records or read chain data work with: the client's core plus its services, made once
 * per client by `createFlowContext` (a chunk of its own, loaded at the first need).
 */
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

const contexts = new WeakMap<Latch, FlowContext>()
const loaders = new WeakMap<Latch, () => Promise<FlowContext>>()

/** The client's flow context once it is loaded, else undefined. */
export function loadedFlowContext(latch: Latch): FlowContext | undefined {
  return contexts.get(latch)
}

/**
 * The client's flow context, made once per client: the first call imports the services chunk, the storage service
 * and the client's background work (so a wallet event of a connection made then is handled at once); wallet
 * discovery starts with it, as any action needs the wallets. A failed import (offline) rejects that call and is
 * tried again at the next one.
 */
export function getFlowContext(latch: Latch): Promise<FlowContext> {
  const loaded = contexts.get(latch)
  if (loaded) return Promise.resolve(loaded)
  const core = clientCore(latch)
  core.requestAdapters()
  let load = loaders.get(latch)
  if (!load) {
    load = loadOnce(async () => {
      const [{ createFlowContext }, storage] = await Promise.all([
        import('./createFlowContext'),
        core.loadStorage(),
        core.loadBackground(),
      ])
      const context = contexts.get(latch) ?? createFlowContext(core, storage)
      contexts.set(latch, context)
      return context
    })
    loaders.set(latch, load)
  }
  return load()
}

/**
 * Runs `task` with the client's flow context: at once (synchronously) when it is loaded, as a page has it once the
 * modal opened, else once it is.
 */
export function withFlowContext<T>(latch: Latch, task: (context: FlowContext) => Promise<T>): Promise<T> {
  const loaded = contexts.get(latch)
  return loaded ? task(loaded) : getFlowContext(latch).then(task)
}

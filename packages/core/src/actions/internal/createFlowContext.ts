import type { ClientCore } from '../../latch/clientCore'
import { createAnalytics } from '../../services/analytics/createAnalytics'
import { createChainData } from '../../services/chainData/createChainData'
import { createLogger } from '../../services/logger/createLogger'
import { createStorageCache } from '../../services/storage/createStorageCache'
import type { LatchStorage } from '../../services/storage/types'
import type { FlowContext } from './flowContext'
import { recordWorkSignal } from './workSignals'

/**
 * Builds the services of one client on its core: analytics, chain data with its storage caches, the maps that keep
 * one wallet request per target, and the log buffer. `getFlowContext` loads this module with `import()` at the
 * first need (the modal opens, a stored connection is restored, an action needs it), so none of it is in the
 * host's first load (issue 21).
 */
export function createFlowContext(core: ClientCore, storage: LatchStorage): FlowContext {
  const { options, logger } = core
  // The flows log the most; from here on entries go to the byte-bounded buffer (spec §9).
  logger.attach(createLogger({ debug: false }))
  const analytics = createAnalytics({
    baseUrl: options.services?.analytics,
    projectId: options.projectId,
    sdkVersion: options.sdkVersion ?? 'latch-0.0.0',
    // The host's service, unless the project's remote config turned analytics off (spec §7).
    enabled: () =>
      options.services?.analytics !== undefined && core.store.getState().remote?.analyticsEnabled !== false,
    logger,
  })
  core.onDestroy(() => recordWorkSignal(core.latch, 'destroyFlush', analytics.flush('destroy')))
  return {
    ...core,
    storage,
    analytics,
    chainData: createChainData({
      cache: createStorageCache(storage),
      logger,
      now: () => Date.now(),
      ...(options.chainData ? { source: options.chainData } : {}),
      ...(options.tokenPrices ? { prices: options.tokenPrices } : {}),
      ...(options.tokens ? { tokens: options.tokens } : {}),
    }),
    inFlight: new Map(),
    reads: new Map(),
    pendingSend: {},
  }
}

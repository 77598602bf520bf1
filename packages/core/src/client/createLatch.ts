import type { ChainAdapter } from '../adapter/types'
import type { ChainNamespace } from '../caip/namespaces'
import { applyThemeMode, followColorScheme } from '../latch/applyThemeMode'
import { lazyBrowserStorage } from '../latch/browserEnvironment'
import type { ClientCore } from '../latch/clientCore'
import { registerClientCore } from '../latch/clientCores'
import type { LatchEvent } from '../latch/events'
import type { Latch } from '../latch/types'
import { resolveOptions } from '../options/resolveOptions'
import type { LatchOptions } from '../options/types'
import { createDeferredLogger } from '../services/logger/createDeferredLogger'
import { deferredSiwx } from '../services/siwx/deferredSiwx'
import { watchStorageEvents } from '../services/storage/watchStorageEvents'
import type { LatchState } from '../state/types'
import { createStore, watchStore } from '../store/createStore'
import { backgroundWork } from './backgroundWork'
import { clearSendOnNetworkChange } from './clearSendOnNetworkChange'
import { createInitialClientState } from './createInitialClientState'
import { restoreStoredConnections } from './restoreStoredConnections'
import { storageLoader } from './storageLoader'
import { walletDiscovery } from './walletDiscovery'
import { watchFocus } from './watchFocus'

/**
 * Creates a Latch client: its own store, adapters set up with their networks, and `mount()` for the browser work.
 * Nothing here touches window, document or storage contents; browser work starts in `mount()`.
 *
 * The use cases are the actions of `@latch/core/actions`, one module each, that take this client first
 * (`connect(latch, { namespace, connectorId })`): a page's first load holds only the ones its code imports. The
 * client's services (storage, analytics, chain data) and its background work (wallet events, restoring a stored
 * connection, other tabs' changes) load on demand with `import()`, never for a visitor who only reads the page
 * (issue 21). `createLatchClient` (`@latch/core/client`) adds the actions as members, `client.connect(...)`.
 */
export function createLatch(options: LatchOptions): Latch {
  const resolved = resolveOptions(options)
  const logger = createDeferredLogger({ debug: resolved.features.debug })
  const background = backgroundWork(logger)
  const inBackground = background.run
  const pageStorage = options.storage ?? lazyBrowserStorage()
  const storage = storageLoader(pageStorage, logger, (key) => {
    void inBackground('change from another tab not followed', (work) => work.followOtherTab(latch, key))
  })
  resolved.siwx = deferredSiwx({ options, loadStorage: storage.load, now: () => Date.now() })
  const store = createStore<LatchState>(createInitialClientState(resolved))
  const adapters = new Map<ChainNamespace, ChainAdapter>(
    resolved.adapters.map((adapter) => [adapter.namespace, adapter]),
  )
  const discovery = walletDiscovery(store, adapters, storage, logger)
  const eventListeners = new Set<(event: LatchEvent) => void>()
  const cleanups: (() => void)[] = [clearSendOnNetworkChange(store)]
  let destroyed = false

  const latch: Latch = {
    options: resolved,
    adapters: [...adapters.values()],
    getState: store.getState,
    subscribe: store.subscribe,
    watch: (selector, onChange, equals) => watchStore(store, selector, onChange, equals),
    onEvent(listener) {
      eventListeners.add(listener)
      return () => {
        eventListeners.delete(listener)
      }
    },
    mount(events) {
      let mounted = true
      const target =
        events ?? (globalThis as Partial<Pick<Window, 'addEventListener' | 'removeEventListener'>>)
      const stops: (() => void)[] = []
      if (typeof target.addEventListener === 'function' && typeof target.removeEventListener === 'function') {
        const onChange = (key: string | null, newValue: string | null) =>
          storage.withStorage('change from another tab not read', (loaded) =>
            loaded.applyExternalChange(key, newValue),
          )
        stops.push(
          watchStorageEvents(target as Pick<Window, 'addEventListener' | 'removeEventListener'>, onChange),
        )
      }
      stops.push(discovery.mount(), followColorScheme(store))
      applyThemeMode(store, store.getState().theme.requestedMode)
      if (resolved.siwx)
        stops.push(
          watchFocus(target, () => {
            // Without a session there is nothing to check again.
            if (store.getState().signIn.hasSession)
              void inBackground('sign-in session not checked', (work) => work.recheckSessionOnFocus(latch))
          }),
        )
      // Analytics records INITIALIZE; only a configured endpoint needs the services now. It starts once the remote
      // config has said whether it may send (`startAnalytics` waits for it).
      if (resolved.services?.analytics)
        void inBackground('analytics not started', async (work) => {
          const stop = await work.startAnalytics(latch, globalThis, () => mounted)
          if (mounted) stops.push(stop)
          else stop()
        })
      if (resolved.features.reconnect)
        restoreStoredConnections({
          latch,
          store,
          pageStorage,
          namespaces: new Set(adapters.keys()),
          requestAdapters: discovery.request,
          inBackground,
        })
      const origin = (globalThis as { location?: { origin?: string } }).location?.origin
      // The project's remote config and allowed origins (spec §7), in the background: the first render never waits.
      if (resolved.services?.explorer && resolved.projectId)
        void inBackground('config not read', (work) => work.readProjectConfig(latch, origin, options))
      return () => {
        mounted = false
        for (const stop of stops.splice(0)) stop()
      }
    },
    destroy() {
      destroyed = true
      for (const cleanup of cleanups.splice(0)) cleanup()
      eventListeners.clear()
    },
  }

  const core: ClientCore = {
    latch,
    store,
    options: resolved,
    adapters,
    logger,
    emit: (event) => {
      for (const listener of [...eventListeners]) listener(event)
    },
    now: () => Date.now(),
    loadedStorage: storage.loaded,
    loadStorage: storage.load,
    withStorage: storage.withStorage,
    requestAdapters: discovery.request,
    loadBackground: background.load,
    refreshConnectors: discovery.refresh,
    availableViews: {},
    onDestroy(cleanup) {
      if (destroyed) cleanup()
      else cleanups.push(cleanup)
    },
  }
  registerClientCore(core)

  for (const adapter of adapters.values()) {
    adapter.setup({
      networks: resolved.networks.filter((network) => network.namespace === adapter.namespace),
      customRpcUrls: resolved.customRpcUrls ?? {},
      logger,
      eip6963: resolved.features.eip6963,
    })
    cleanups.push(
      adapter.subscribe((event) => {
        if (event.type === 'connectorsChanged') return discovery.refresh()
        // Only the connected wallet's events change state, and a connection is only made by an action.
        const connected = store.getState().accounts[adapter.namespace]?.connectedWalletInfo?.id
        if (connected !== event.connectorId) return
        void inBackground('wallet event not handled', (work) => work.followWallet(latch, adapter, event))
      }),
    )
  }
  return latch
}

import { loadOnce } from '../adapter/loadOnce'
import type { ChainAdapter, Connection } from '../adapter/types'
import type { ChainNamespace } from '../caip/namespaces'
import type { LatchEvent } from '../flows/events'
import type { ClientCore } from '../flows/FlowContext'
import { isValidReceiver } from '../flows/isValidReceiver'
import { listConnectors } from '../flows/listConnectors'
import { createStatusBanner, showAlert, showToast } from '../flows/notices'
import { isSignInRequired } from '../flows/signInRequired'
import { isWalletConnectAvailable } from '../flows/walletConnectAvailability'
import { MULTI_WALLET_NOT_ENABLED } from '../notices/clientNotices'
import { resolveOptions } from '../options/resolveOptions'
import type { LatchOptions } from '../options/types'
import { canCloseModal } from '../rules/canCloseModal'
import { clearAttempts } from '../rules/clearAttempts'
import { statusAfterSync } from '../rules/connectionStatus'
import { closedModal, currentView, goBack, openedModal, pushView } from '../rules/navigation'
import { resolveOpenView } from '../rules/resolveOpenView'
import { createDeferredLogger } from '../services/logger/createDeferredLogger'
import { deferredSiwx } from '../services/siwx/deferredSiwx'
import { peekStoredReconnect } from '../services/storage/peekStoredReconnect'
import type { LatchStorage } from '../services/storage/types'
import { watchStorageEvents } from '../services/storage/watchStorageEvents'
import { emptySendState } from '../state/initialState'
import type { LatchState } from '../state/types'
import { activeAccount, patchAccount } from '../state/updaters'
import { createStore, watchStore } from '../store/createStore'
import { colorSchemeQuery, isMobileBrowser, lazyBrowserStorage, whenIdle } from './browserEnvironment'
import { createInitialClientState } from './createInitialClientState'
import type { LatchEngine } from './engine'
import { registerEngineLoader } from './engineLoader'
import type { LatchClient } from './types'

const NO_CONNECTIONS: readonly Connection[] = []

/** The client's actions that are the engine's own, under the same name: each waits for the engine, then runs. */
const ENGINE_ACTIONS = [
  'connect',
  'disconnect',
  'switchNetwork',
  'connectWalletConnect',
  'attemptConnect',
  'attemptSwitchNetwork',
  'signMessage',
  'resolveSendReceiver',
  'estimateSendFee',
  'send',
  'signIn',
  'cancelSignIn',
] as const satisfies readonly (keyof LatchEngine & keyof LatchClient)[]

type EngineAction = (typeof ENGINE_ACTIONS)[number]

function engineActions(
  onEngine: <T>(task: (loaded: LatchEngine) => Promise<T>) => Promise<T>,
): Pick<LatchClient, EngineAction> {
  return Object.fromEntries(
    ENGINE_ACTIONS.map((name) => [
      name,
      (input?: unknown) =>
        onEngine((loaded) => (loaded[name] as (input?: unknown) => Promise<unknown>)(input)),
    ]),
  ) as Pick<LatchClient, EngineAction>
}

/** Calls `onFocus` when the page gets focus back or becomes visible again. */
function watchFocus(
  target: Partial<Pick<Window, 'addEventListener' | 'removeEventListener'>>,
  onFocus: () => void,
): () => void {
  const doc = (globalThis as { document?: Document }).document
  const onVisible = () => {
    if (doc?.visibilityState === 'visible') onFocus()
  }
  target.addEventListener?.('focus', onFocus)
  doc?.addEventListener('visibilitychange', onVisible)
  return () => {
    target.removeEventListener?.('focus', onFocus)
    doc?.removeEventListener('visibilitychange', onVisible)
  }
}

/**
 * Creates a Latch client: its own store, adapters set up with their networks, and the actions a UI calls.
 * Nothing here touches window, document or storage contents; browser work starts in `mount()`.
 *
 * What a page needs before the visitor acts is here (store, options, the state-only actions); every flow and
 * service is in the engine (`./engine`), loaded with `import()` when the modal opens, when a stored connection
 * must be restored, analytics or the origin check is configured, or an action needs it: never for a visitor who
 * only reads the page (issue 21). The storage service is its own chunk: it loads on idle with wallet discovery
 * (the wallet list shows recent wallets), with the engine, or when another tab changes Latch's keys.
 */
export function createLatch(options: LatchOptions): LatchClient {
  const resolved = resolveOptions(options)
  const logger = createDeferredLogger({ debug: resolved.features.debug })
  const pageStorage = options.storage ?? lazyBrowserStorage()
  // Set once its chunk is in; the synchronous readers (recent wallets) read nothing before.
  let storage: LatchStorage | undefined
  const loadStorage = loadOnce(async () => {
    const { createStorage } = await import('../services/storage/createStorage')
    storage ??= createStorage({ storage: pageStorage, logger })
    const loaded = storage
    loaded.onExternalChange((key) =>
      inBackground('change from another tab not followed', (ready) => ready.reconcileExternalChange(key)),
    )
    return loaded
  })
  const withStorage = (what: string, task: (loaded: LatchStorage) => void) => {
    if (storage) task(storage)
    else loadStorage().then(task, (error: unknown) => logger.warn(what, error))
  }
  resolved.siwx = deferredSiwx({ options, loadStorage, now: () => Date.now() })
  const store = createStore<LatchState>(createInitialClientState(resolved))
  const eventListeners = new Set<(event: LatchEvent) => void>()
  const adapters = new Map<ChainNamespace, ChainAdapter>(
    resolved.adapters.map((adapter) => [adapter.namespace, adapter]),
  )
  const core: ClientCore = {
    store,
    options: resolved,
    adapters,
    logger,
    status: createStatusBanner(store),
    emit: (event) => {
      for (const listener of [...eventListeners]) listener(event)
    },
    now: () => Date.now(),
  }
  const cleanups: (() => void)[] = []
  let destroyed = false

  // Wallet discovery is modal work: adapters start once the page is idle after mount, or at the first need (the
  // modal opens, a stored connection is restored, the engine loads), so their discovery code stays out of the
  // first load (issue 21). The list's recent wallets come from storage, which loads with them; the connectors are
  // listed again once it is in, so a list already rendered shows them.
  let mountedInBrowser = false
  let adaptersStarted = false
  const startAdapters = () => {
    if (adaptersStarted || !mountedInBrowser) return
    adaptersStarted = true
    withStorage('recent wallets not read', refreshConnectors)
    for (const adapter of adapters.values()) adapter.start?.()
    refreshConnectors()
  }

  let engine: LatchEngine | undefined
  let engineRequested = false
  // One import of the engine chunk per client; a failed import (e.g. offline) is tried again at the next need.
  const importEngine = loadOnce(async () => {
    const [{ createEngine, createLogger }, loadedStorage] = await Promise.all([
      import('./engine'),
      loadStorage(),
    ])
    // The engine's code logs the most; from here on entries go to the byte-bounded buffer (spec §9).
    logger.attach(createLogger({ debug: false }))
    engine ??= createEngine(core, loadedStorage, options)
    if (destroyed) engine.destroy()
    return engine
  })
  const loadEngine = (): Promise<LatchEngine> => {
    engineRequested = true
    startAdapters()
    return importEngine()
  }
  // Runs `task` on the engine: at once (synchronously, as before the split) when it is loaded, else once it is.
  const withEngine = <T>(task: (loaded: LatchEngine) => T): T | Promise<Awaited<T>> =>
    engine ? task(engine) : (loadEngine().then(task) as Promise<Awaited<T>>)
  const onEngine = <T>(task: (loaded: LatchEngine) => Promise<T>): Promise<T> =>
    engine ? task(engine) : loadEngine().then(task)
  const inBackground = (what: string, task: (loaded: LatchEngine) => unknown) => {
    void Promise.resolve(withEngine(task)).catch((error: unknown) => logger.warn(what, error))
  }

  const refreshConnectors = () =>
    store.setState((state) => ({
      ...state,
      connectors: listConnectors(adapters.values()),
    }))

  for (const adapter of adapters.values()) {
    adapter.setup({
      networks: resolved.networks.filter((network) => network.namespace === adapter.namespace),
      customRpcUrls: resolved.customRpcUrls ?? {},
      logger,
    })
    cleanups.push(
      adapter.subscribe((event) => {
        if (event.type === 'connectorsChanged') return refreshConnectors()
        // Only the connected wallet's events change state, and a connection is only made by the engine.
        const connected = store.getState().accounts[adapter.namespace]?.connectedWalletInfo?.id
        if (connected !== event.connectorId) return
        inBackground('wallet event not handled', (loaded) => loaded.handleAdapterEvent(adapter, event))
      }),
    )
  }

  const applyThemeMode = (requestedMode: 'light' | 'dark' | 'system') => {
    const mode = requestedMode === 'system' ? (colorSchemeQuery()?.matches ? 'dark' : 'light') : requestedMode
    store.setState((state) => ({ ...state, theme: { ...state.theme, requestedMode, mode } }))
  }

  const hasActiveAddress = () => activeAccount(store.getState())?.status === 'connected'

  /**
   * Restores stored connections (spec §4 reconnect). The namespaces whose stored connection looks restorable show
   * connecting at once, while the engine loads; its reconnect checks what is stored and ends disconnected when
   * nothing valid is there.
   */
  const restoreConnections = () => {
    if (!resolved.features.reconnect) return
    const restoring = peekStoredReconnect(pageStorage, adapters.keys()).flatMap(
      (namespace) => adapters.get(namespace) ?? [],
    )
    if (restoring.length === 0) return
    for (const adapter of restoring)
      store.setState((state) => patchAccount(state, adapter.namespace, { status: 'connecting' }))
    Promise.resolve(
      withEngine((loaded) => {
        for (const adapter of restoring) void loaded.reconnect(adapter)
      }),
    ).catch((error: unknown) => {
      logger.warn('reconnect failed: the engine did not load', error)
      for (const adapter of restoring)
        store.setState((state) => patchAccount(state, adapter.namespace, { status: statusAfterSync(false) }))
    })
  }

  // A read of the given namespace's account, or of the active one; nothing to read without either.
  const readForNamespace =
    (read: 'fetchBalance' | 'fetchTokens' | 'fetchActivity') =>
    (namespace?: ChainNamespace): Promise<void> => {
      const target = namespace ?? store.getState().activeNamespace
      return target ? onEngine((loaded) => loaded[read](target)) : Promise.resolve()
    }

  const client: LatchClient = {
    ...engineActions(onEngine),
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
      const stops: (() => void)[] = []
      let mounted = true
      const target =
        events ?? (globalThis as Partial<Pick<Window, 'addEventListener' | 'removeEventListener'>>)
      if (typeof target.addEventListener === 'function' && typeof target.removeEventListener === 'function') {
        const window = target as Pick<Window, 'addEventListener' | 'removeEventListener'>
        stops.push(
          watchStorageEvents(window, (key, newValue) =>
            withStorage('change from another tab not read', (loaded) =>
              loaded.applyExternalChange(key, newValue),
            ),
          ),
        )
      }
      mountedInBrowser = true
      // A stored connection to restore starts them at once too: restoreConnections loads the engine.
      if (engineRequested) startAdapters()
      else stops.push(whenIdle(startAdapters))
      refreshConnectors()
      const query = colorSchemeQuery()
      if (query) {
        const follow = () => {
          if (store.getState().theme.requestedMode === 'system') applyThemeMode('system')
        }
        query.addEventListener?.('change', follow)
        stops.push(() => query.removeEventListener?.('change', follow))
      }
      applyThemeMode(store.getState().theme.requestedMode)
      if (resolved.siwx)
        stops.push(
          watchFocus(target, () => {
            // Without a session there is nothing to check again (the engine's recheck would return at once).
            if (store.getState().signIn.hasSession)
              inBackground('sign-in session not checked', (loaded) => loaded.recheckSession())
          }),
        )
      // Analytics records INITIALIZE; only a configured endpoint needs the engine now.
      if (resolved.services?.analytics)
        inBackground('analytics not started', (loaded) => {
          if (mounted) stops.push(loaded.start(globalThis))
        })
      restoreConnections()
      const origin = (globalThis as { location?: { origin?: string } }).location?.origin
      if (origin && resolved.services?.explorer && resolved.projectId)
        inBackground('origin not checked', (loaded) => loaded.checkOrigin(origin))
      return () => {
        mounted = false
        for (const stop of stops.splice(0)) stop()
      }
    },
    getAdapter: (namespace) => adapters.get(namespace),
    watchConnections(namespace, listener) {
      if (!resolved.remoteFeatures.multiWallet) showAlert(core, MULTI_WALLET_NOT_ENABLED)
      return watchStore(store, (state) => state.connections[namespace] ?? NO_CONNECTIONS, listener)
    },
    async open(input = {}) {
      const state = store.getState()
      const entry = resolveOpenView({
        ...(input.view ? { requestedView: input.view } : {}),
        ...(input.namespace ? { requestedNamespace: input.namespace } : {}),
        ...(input.params ? { params: input.params } : {}),
        ...(state.activeNamespace ? { activeNamespace: state.activeNamespace } : {}),
        hasAddress: hasActiveAddress(),
        adapterCount: adapters.size,
        manualWalletConnectControl: resolved.features.manualWCControl,
        walletConnectAvailable: isWalletConnectAvailable(core),
        isMobile: isMobileBrowser(),
      })
      startAdapters()
      store.setState((current) => ({ ...clearAttempts(current), modal: openedModal(entry, input.namespace) }))
      core.emit({ type: 'MODAL_OPEN', view: entry.view })
      // An open modal is about to need the flows.
      void loadEngine().catch(() => {})
    },
    close() {
      const state = store.getState()
      if (!state.modal.open) return
      const allowed = canCloseModal({
        view: currentView(state.modal),
        signInRequired: isSignInRequired(core),
        hasSession: state.signIn.hasSession,
      })
      if (!allowed) return
      store.setState((current) => ({ ...current, modal: closedModal() }))
      core.emit({ type: 'MODAL_CLOSE' })
    },
    navigate(view, params) {
      store.setState((state) => ({ ...clearAttempts(state), modal: pushView(state.modal, view, params) }))
    },
    back() {
      const result = goBack(store.getState().modal, hasActiveAddress())
      if (result.type === 'close') client.close()
      else store.setState((state) => ({ ...state, modal: result.modal }))
    },
    walletConnectAvailable: () => isWalletConnectAvailable(core),
    // Queued behind the engine: a pairing can only have started once it is there.
    cancelWalletConnect: () =>
      inBackground('WalletConnect not cancelled', (loaded) => loaded.cancelWalletConnect()),
    prefetchWalletConnect() {
      // With the project id the integration also opens the relay, so the QR follows the click at once.
      if (isWalletConnectAvailable(core))
        resolved.walletConnect?.prefetch?.(resolved.projectId ? { projectId: resolved.projectId } : undefined)
    },
    setActiveNamespace(namespace) {
      if (store.getState().accounts[namespace]?.status !== 'connected') {
        logger.warn('Inactive namespace not connected', { namespace })
      }
      store.setState((state) => ({ ...state, activeNamespace: namespace }))
      withStorage('active namespace not stored', (loaded) => loaded.set('activeNamespace', namespace))
    },
    fetchBalance: readForNamespace('fetchBalance'),
    fetchTokens: readForNamespace('fetchTokens'),
    setCurrentTab(tab) {
      const namespace = store.getState().activeNamespace
      if (namespace) store.setState((state) => patchAccount(state, namespace, { currentTab: tab }))
    },
    fetchActivity: readForNamespace('fetchActivity'),
    setSendToken(token) {
      store.setState((state) => ({ ...state, send: { ...state.send, token: { ...token } } }))
    },
    setSendAmount(amount) {
      store.setState((state) => ({ ...state, send: { ...state.send, sendTokenAmount: amount } }))
    },
    setSendReceiver(address) {
      store.setState((state) => ({ ...state, send: { ...state.send, receiverAddress: address } }))
    },
    isValidReceiver: (address) => isValidReceiver(core, address),
    resetSend() {
      store.setState((state) => ({
        ...state,
        send: { ...emptySendState(), ...(state.send.hash ? { hash: state.send.hash } : {}) },
      }))
    },
    showToast: (notice) => showToast(core, notice),
    showAlert: (notice) => showAlert(core, notice),
    dismissToast(notice) {
      store.setState((state) =>
        state.notices.toast && (!notice || state.notices.toast === notice)
          ? { ...state, notices: { ...state.notices, toast: undefined } }
          : state,
      )
    },
    dismissAlert() {
      store.setState((state) => ({ ...state, notices: { ...state.notices, alert: undefined } }))
    },
    setStatus: (notice) => core.status.set(notice),
    setThemeMode: applyThemeMode,
    setThemeVariables(variables) {
      store.setState((state) => ({
        ...state,
        theme: { ...state.theme, variables: { ...state.theme.variables, ...variables } },
      }))
    },
    getRecentWallets: () => storage?.get('recentWallets') ?? [],
    destroy() {
      destroyed = true
      for (const cleanup of cleanups.splice(0)) cleanup()
      core.status.dispose()
      eventListeners.clear()
      engine?.destroy()
    },
  }
  registerEngineLoader(client, loadEngine)
  return client
}

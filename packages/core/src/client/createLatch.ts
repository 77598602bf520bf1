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
import { initialConnectionStatus, statusAfterSync } from '../rules/connectionStatus'
import { closedModal, currentView, goBack, openedModal, pushView } from '../rules/navigation'
import { resolveOpenView } from '../rules/resolveOpenView'
import { createLogger } from '../services/logger/createLogger'
import { deferredSiwx } from '../services/siwx/deferredSiwx'
import { createStorage } from '../services/storage/createStorage'
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
 * What a page needs before the visitor acts is here (store, options, storage, the state-only actions); every flow
 * and service is in the engine (`./engine`), loaded with `import()` when the modal opens, when a stored connection
 * must be restored, analytics or the origin check is configured, or an action needs it: never for a visitor who
 * only reads the page (issue 21).
 */
export function createLatch(options: LatchOptions): LatchClient {
  const resolved = resolveOptions(options)
  const logger = createLogger({ debug: resolved.features.debug })
  const storage = createStorage({ storage: options.storage ?? lazyBrowserStorage(), logger })
  resolved.siwx = deferredSiwx({ options, storage, now: () => Date.now() })
  const store = createStore<LatchState>(createInitialClientState(resolved))
  const eventListeners = new Set<(event: LatchEvent) => void>()
  const adapters = new Map<ChainNamespace, ChainAdapter>(
    resolved.adapters.map((adapter) => [adapter.namespace, adapter]),
  )
  const core: ClientCore = {
    store,
    options: resolved,
    adapters,
    storage,
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
  // first load (issue 21).
  let mountedInBrowser = false
  let adaptersStarted = false
  const startAdapters = () => {
    if (adaptersStarted || !mountedInBrowser) return
    adaptersStarted = true
    for (const adapter of adapters.values()) adapter.start?.()
    refreshConnectors()
  }

  let engine: LatchEngine | undefined
  let engineLoading: Promise<LatchEngine> | undefined
  // One import of the engine chunk per client; a failed import (e.g. offline) is tried again at the next need.
  const loadEngine = (): Promise<LatchEngine> => {
    startAdapters()
    engineLoading ??= import('./engine').then(
      ({ createEngine }) => {
        engine ??= createEngine(core, options)
        if (destroyed) engine.destroy()
        return engine
      },
      (error: unknown) => {
        engineLoading = undefined
        throw error
      },
    )
    return engineLoading
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

  /** The adapters whose namespace has a stored connection to restore now (spec §4 reconnect). */
  const adaptersToRestore = () =>
    [...adapters.values()].filter((adapter) => {
      const status = initialConnectionStatus({
        reconnectEnabled: resolved.features.reconnect,
        storedStatus: storage.get('connectionStatus')?.[adapter.namespace],
      })
      return status === 'connecting' && storage.get('connections')?.[adapter.namespace]?.[0] !== undefined
    })

  const restoreConnections = () => {
    const restoring = adaptersToRestore()
    if (restoring.length === 0) return
    // The namespaces show connecting at once, while the engine loads (the reconnect flow sets it too).
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

  const client: LatchClient = {
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
        stops.push(storage.listen(target as Pick<Window, 'addEventListener' | 'removeEventListener'>))
      }
      stops.push(
        storage.onExternalChange((key) =>
          inBackground('change from another tab not followed', (loaded) =>
            loaded.reconcileExternalChange(key),
          ),
        ),
      )
      mountedInBrowser = true
      // A stored connection to restore starts them at once too: restoreConnections loads the engine.
      if (engineLoading) startAdapters()
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
    connect: (input) => onEngine((loaded) => loaded.connect(input)),
    disconnect: (input) => onEngine((loaded) => loaded.disconnect(input)),
    switchNetwork: (networkId) => onEngine((loaded) => loaded.switchNetwork(networkId)),
    walletConnectAvailable: () => isWalletConnectAvailable(core),
    connectWalletConnect: () => onEngine((loaded) => loaded.connectWalletConnect()),
    // Queued behind the engine: a pairing can only have started once it is there.
    cancelWalletConnect: () =>
      inBackground('WalletConnect not cancelled', (loaded) => loaded.cancelWalletConnect()),
    prefetchWalletConnect() {
      // With the project id the integration also opens the relay, so the QR follows the click at once.
      if (isWalletConnectAvailable(core))
        resolved.walletConnect?.prefetch?.(resolved.projectId ? { projectId: resolved.projectId } : undefined)
    },
    attemptConnect: (input) => onEngine((loaded) => loaded.attemptConnect(input)),
    attemptSwitchNetwork: (networkId) => onEngine((loaded) => loaded.attemptSwitchNetwork(networkId)),
    setActiveNamespace(namespace) {
      if (store.getState().accounts[namespace]?.status !== 'connected') {
        logger.warn('Inactive namespace not connected', { namespace })
      }
      store.setState((state) => ({ ...state, activeNamespace: namespace }))
      storage.set('activeNamespace', namespace)
    },
    signMessage: (input) => onEngine((loaded) => loaded.signMessage(input)),
    fetchBalance: (namespace) => {
      const target = namespace ?? store.getState().activeNamespace
      return target ? onEngine((loaded) => loaded.fetchBalance(target)) : Promise.resolve()
    },
    fetchTokens: (namespace) => {
      const target = namespace ?? store.getState().activeNamespace
      return target ? onEngine((loaded) => loaded.fetchTokens(target)) : Promise.resolve()
    },
    setCurrentTab(tab) {
      const namespace = store.getState().activeNamespace
      if (namespace) store.setState((state) => patchAccount(state, namespace, { currentTab: tab }))
    },
    fetchActivity: (namespace) => {
      const target = namespace ?? store.getState().activeNamespace
      return target ? onEngine((loaded) => loaded.fetchActivity(target)) : Promise.resolve()
    },
    setSendToken(token) {
      store.setState((state) => ({ ...state, send: { ...state.send, token: { ...token } } }))
    },
    setSendAmount(amount) {
      store.setState((state) => ({ ...state, send: { ...state.send, sendTokenAmount: amount } }))
    },
    setSendReceiver(address) {
      store.setState((state) => ({ ...state, send: { ...state.send, receiverAddress: address } }))
    },
    resolveSendReceiver: (input) => onEngine((loaded) => loaded.resolveSendReceiver(input)),
    isValidReceiver: (address) => isValidReceiver(core, address),
    estimateSendFee: () => onEngine((loaded) => loaded.estimateSendFee()),
    resetSend() {
      store.setState((state) => ({
        ...state,
        send: { ...emptySendState(), ...(state.send.hash ? { hash: state.send.hash } : {}) },
      }))
    },
    send: () => onEngine((loaded) => loaded.send()),
    signIn: () => onEngine((loaded) => loaded.signIn()),
    cancelSignIn: () => onEngine((loaded) => loaded.cancelSignIn()),
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
    getRecentWallets: () => storage.get('recentWallets') ?? [],
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

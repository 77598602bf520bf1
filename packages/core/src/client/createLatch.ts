import type { ChainAdapter, Connection } from '../adapter/types'
import type { ChainNamespace } from '../caip/namespaces'
import { attemptConnect, attemptSwitchNetwork, clearAttempts } from '../flows/attempts'
import { checkOrigin } from '../flows/checkOrigin'
import { connect } from '../flows/connect'
import { disconnect } from '../flows/disconnect'
import type { LatchEvent } from '../flows/events'
import type { FlowContext } from '../flows/FlowContext'
import { fetchActivity } from '../flows/fetchActivity'
import { fetchBalance } from '../flows/fetchBalance'
import { fetchTokens } from '../flows/fetchTokens'
import { handleAdapterEvent } from '../flows/handleAdapterEvent'
import { listConnectors } from '../flows/listConnectors'
import { createStatusBanner, showAlert, showToast } from '../flows/notices'
import { reconnect } from '../flows/reconnect'
import { send } from '../flows/send'
import { estimateSendFee, isValidReceiver, resolveSendReceiver } from '../flows/sendForm'
import { cancelSignIn, isSignInRequired, recheckSession, requireLiveSession, signIn } from '../flows/signIn'
import { signMessage } from '../flows/signMessage'
import { switchNetwork } from '../flows/switchNetwork'
import { cancelWalletConnect, connectWalletConnect, isWalletConnectAvailable } from '../flows/walletConnect'
import { MULTI_WALLET_NOT_ENABLED } from '../notices/catalogue'
import { resolveOptions } from '../options/resolveOptions'
import type { LatchOptions } from '../options/types'
import { canCloseModal } from '../rules/canCloseModal'
import { closedModal, currentView, goBack, openedModal, pushView } from '../rules/navigation'
import { resolveOpenView } from '../rules/resolveOpenView'
import { createAnalytics } from '../services/analytics/createAnalytics'
import { createChainData } from '../services/chainData/createChainData'
import { createLogger } from '../services/logger/createLogger'
import { resolveSiwx } from '../services/siwx/resolveSiwx'
import { createStorage } from '../services/storage/createStorage'
import { emptySendState } from '../state/initialState'
import type { LatchState } from '../state/types'
import { activeAccount, patchAccount } from '../state/updaters'
import { createStore, watchStore } from '../store/createStore'
import { colorSchemeQuery, isMobileBrowser, lazyBrowserStorage } from './browserEnvironment'
import { createInitialClientState } from './createInitialClientState'
import { reconcileExternalChange } from './reconcileExternalChange'
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
 */
export function createLatch(options: LatchOptions): LatchClient {
  const resolved = resolveOptions(options)
  const logger = createLogger({ debug: resolved.features.debug })
  const storage = createStorage({ storage: options.storage ?? lazyBrowserStorage(), logger })
  resolved.siwx = resolveSiwx({ options, storage, now: () => Date.now() })
  const store = createStore<LatchState>(createInitialClientState(resolved))
  const eventListeners = new Set<(event: LatchEvent) => void>()
  const adapters = new Map<ChainNamespace, ChainAdapter>(
    resolved.adapters.map((adapter) => [adapter.namespace, adapter]),
  )
  const analytics = createAnalytics({
    baseUrl: resolved.services?.analytics,
    projectId: resolved.projectId,
    sdkVersion: resolved.sdkVersion ?? 'latch-0.0.0',
    enabled: resolved.services?.analytics !== undefined,
    logger,
  })
  const context: FlowContext = {
    store,
    options: resolved,
    adapters,
    storage,
    logger,
    analytics,
    chainData: createChainData({
      storage,
      logger,
      now: () => Date.now(),
      ...(options.chainData ? { source: options.chainData } : {}),
      ...(options.tokenPrices ? { prices: options.tokenPrices } : {}),
      ...(options.tokens ? { tokens: options.tokens } : {}),
    }),
    status: createStatusBanner(store),
    inFlight: new Map(),
    reads: new Map(),
    pendingSend: {},
    emit: (event) => {
      for (const listener of [...eventListeners]) listener(event)
    },
    now: () => Date.now(),
  }
  const cleanups: (() => void)[] = []

  for (const adapter of adapters.values()) {
    adapter.setup({
      networks: resolved.networks.filter((network) => network.namespace === adapter.namespace),
      customRpcUrls: resolved.customRpcUrls ?? {},
      logger,
    })
    cleanups.push(adapter.subscribe((event) => handleAdapterEvent(context, adapter, event)))
  }

  const refreshConnectors = () =>
    store.setState((state) => ({
      ...state,
      connectors: listConnectors(adapters.values()),
    }))

  const applyThemeMode = (requestedMode: 'light' | 'dark' | 'system') => {
    const mode = requestedMode === 'system' ? (colorSchemeQuery()?.matches ? 'dark' : 'light') : requestedMode
    store.setState((state) => ({ ...state, theme: { ...state.theme, requestedMode, mode } }))
  }

  const hasActiveAddress = () => activeAccount(store.getState())?.status === 'connected'

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
      const target =
        events ?? (globalThis as Partial<Pick<Window, 'addEventListener' | 'removeEventListener'>>)
      if (typeof target.addEventListener === 'function' && typeof target.removeEventListener === 'function') {
        stops.push(storage.listen(target as Pick<Window, 'addEventListener' | 'removeEventListener'>))
      }
      stops.push(storage.onExternalChange((key) => reconcileExternalChange(context, key)))
      for (const adapter of adapters.values()) adapter.start?.()
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
      if (resolved.siwx) stops.push(watchFocus(target, () => void recheckSession(context)))
      if (resolved.services?.analytics) stops.push(analytics.start(globalThis))
      analytics.track({ event: 'INITIALIZE', props: { namespaces: [...adapters.keys()] } })
      for (const adapter of adapters.values()) void reconnect(context, adapter)
      const origin = (globalThis as { location?: { origin?: string } }).location?.origin
      if (origin) void checkOrigin(context, origin)
      return () => {
        for (const stop of stops) stop()
      }
    },
    getAdapter: (namespace) => adapters.get(namespace),
    watchConnections(namespace, listener) {
      if (!resolved.remoteFeatures.multiWallet) showAlert(context, MULTI_WALLET_NOT_ENABLED)
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
        walletConnectAvailable: isWalletConnectAvailable(context),
        isMobile: isMobileBrowser(),
      })
      store.setState((current) => ({ ...clearAttempts(current), modal: openedModal(entry, input.namespace) }))
      context.emit({ type: 'MODAL_OPEN', view: entry.view })
    },
    close() {
      const state = store.getState()
      if (!state.modal.open) return
      const allowed = canCloseModal({
        view: currentView(state.modal),
        signInRequired: isSignInRequired(context),
        hasSession: state.signIn.hasSession,
      })
      if (!allowed) return
      store.setState((current) => ({ ...current, modal: closedModal() }))
      context.emit({ type: 'MODAL_CLOSE' })
    },
    navigate(view, params) {
      store.setState((state) => ({ ...clearAttempts(state), modal: pushView(state.modal, view, params) }))
    },
    back() {
      const result = goBack(store.getState().modal, hasActiveAddress())
      if (result.type === 'close') client.close()
      else store.setState((state) => ({ ...state, modal: result.modal }))
    },
    connect: (input) => connect(context, input),
    async disconnect(input) {
      const state = store.getState()
      const namespace = input?.namespace ?? state.activeNamespace
      const address = namespace ? state.accounts[namespace]?.address : undefined
      const chainId = namespace ? state.networks[namespace]?.caipNetwork?.id : undefined
      try {
        await disconnect(context, input)
      } finally {
        // Disconnecting signs out: the session of the account that left is revoked.
        if (resolved.siwx?.revokeSession && address && chainId && !input?.all)
          await resolved.siwx.revokeSession(chainId, address).catch((error: unknown) => {
            logger.warn('could not revoke the sign-in session', error)
          })
        store.setState((current) => ({ ...current, signIn: { status: 'idle', hasSession: false } }))
      }
    },
    switchNetwork: (networkId) => switchNetwork(context, networkId),
    walletConnectAvailable: () => isWalletConnectAvailable(context),
    connectWalletConnect: () => connectWalletConnect(context),
    cancelWalletConnect: () => cancelWalletConnect(context),
    prefetchWalletConnect() {
      if (isWalletConnectAvailable(context)) resolved.walletConnect?.prefetch?.()
    },
    attemptConnect: (input) => attemptConnect(context, input),
    attemptSwitchNetwork: (networkId) => attemptSwitchNetwork(context, networkId),
    setActiveNamespace(namespace) {
      if (store.getState().accounts[namespace]?.status !== 'connected') {
        logger.warn('Inactive namespace not connected', { namespace })
      }
      store.setState((state) => ({ ...state, activeNamespace: namespace }))
      storage.set('activeNamespace', namespace)
    },
    async signMessage(input) {
      await requireLiveSession(context)
      return signMessage(context, input)
    },
    fetchBalance: (namespace) => {
      const target = namespace ?? store.getState().activeNamespace
      return target ? fetchBalance(context, target) : Promise.resolve()
    },
    fetchTokens: (namespace) => {
      const target = namespace ?? store.getState().activeNamespace
      return target ? fetchTokens(context, target) : Promise.resolve()
    },
    setCurrentTab(tab) {
      const namespace = store.getState().activeNamespace
      if (namespace) store.setState((state) => patchAccount(state, namespace, { currentTab: tab }))
    },
    fetchActivity: (namespace) => {
      const target = namespace ?? store.getState().activeNamespace
      return target ? fetchActivity(context, target) : Promise.resolve()
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
    resolveSendReceiver: (input) => resolveSendReceiver(context, input),
    isValidReceiver: (address) => isValidReceiver(context, address),
    estimateSendFee: () => estimateSendFee(context),
    resetSend() {
      store.setState((state) => ({
        ...state,
        send: { ...emptySendState(), ...(state.send.hash ? { hash: state.send.hash } : {}) },
      }))
    },
    async send() {
      await requireLiveSession(context)
      return send(context)
    },
    signIn: () => signIn(context),
    cancelSignIn: () => cancelSignIn(context),
    showToast: (notice) => showToast(context, notice),
    showAlert: (notice) => showAlert(context, notice),
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
    setStatus: (notice) => context.status.set(notice),
    setThemeMode: applyThemeMode,
    setThemeVariables(variables) {
      store.setState((state) => ({
        ...state,
        theme: { ...state.theme, variables: { ...state.theme.variables, ...variables } },
      }))
    },
    getRecentWallets: () => storage.get('recentWallets') ?? [],
    destroy() {
      for (const cleanup of cleanups.splice(0)) cleanup()
      context.status.dispose()
      eventListeners.clear()
      void analytics.flush('destroy')
    },
  }
  return client
}

import { loadOnce } from '../adapter/loadOnce'
import type { Logger } from '../adapter/logger'
import type { ChainAdapter } from '../adapter/types'
import type { ChainNamespace } from '../caip/namespaces'
import { whenIdle } from '../latch/browserEnvironment'
import { type DisplayName, listConnectors } from '../latch/listConnectors'
import { sameConnectors } from '../latch/sameConnectors'
import type { LatchState } from '../state/types'
import type { Store } from '../store/createStore'
import { asciiDisplayText, DISPLAY_TEXT_MAX_LENGTH } from '../text/asciiDisplayText'
import type { StorageLoader } from './storageLoader'

/** When a client's adapters start looking for wallets (`start()`), and its connector list. */
export interface WalletDiscovery {
  /**
   * Lists every adapter's connectors in state again, when they changed: at once when every name is printable ASCII
   * (or `toDisplayText` is in), else once `toDisplayText` has loaded.
   */
  refresh(): void
  /**
   * Discovery is needed now (the modal opens, or is about to): every adapter starts at once when mounted in the
   * browser, else at mount, and the wallet code of the first installed wallet's namespace is prefetched.
   */
  request(): void
  /** The client is mounted in the browser: discovery starts now when requested, else when the page is idle. */
  mount(): () => void
}

/**
 * Wallet discovery is modal work (issue 21, issue 39): once the page is idle after mount only the adapters whose
 * `start()` loads no code (they listen for wallet announcements) start; the others start at the first need (the
 * modal opens, a stored connection is restored, the services load), so no wallet code is in the page before it.
 * At that need the namespace of the first installed wallet listed loads its wallet code (`load()`), so that
 * picking that wallet does not wait on a download. The list's recent wallets come from storage, which loads with
 * the first start; the connectors are listed again once it is in, so a list already rendered shows them.
 * A name that is not printable ASCII loads `toDisplayText`'s Unicode passes (a chunk, not in the first load).
 */
export function walletDiscovery(
  store: Store<LatchState>,
  adapters: ReadonlyMap<ChainNamespace, ChainAdapter>,
  storage: Pick<StorageLoader, 'withStorage'>,
  logger: Logger,
): WalletDiscovery {
  let mounted = false
  let requested = false
  const started = new Set<ChainAdapter>()
  const prefetched = new Set<ChainAdapter>()
  let display: DisplayName = (name) =>
    typeof name === 'string' ? asciiDisplayText(name, DISPLAY_TEXT_MAX_LENGTH) : ''
  const loadDisplayText = loadOnce(() => import('../text/toDisplayText'))
  /**
   * Lists the connectors in state. The same wallets listed again (each adapter that starts, a wallet side loading)
   * make no new state, so the wallet list does not render again while the visitor reaches for the button (issue 39);
   * `always`: new state even so, for the storage's arrival, which the views read the recent wallets on.
   */
  const list = (always: boolean): void => {
    const connectors = listConnectors(adapters.values(), display)
    if (connectors) {
      if (always || !sameConnectors(store.getState().connectors, connectors))
        store.setState((state) => ({ ...state, connectors }))
      return
    }
    loadDisplayText().then(
      ({ toDisplayText }) => {
        display = toDisplayText
        list(always)
      },
      // The next refresh tries again (loadOnce forgets a failed import).
      (error: unknown) => logger.warn('wallet names not listed', error),
    )
  }
  const refresh = () => list(false)
  const start = (all: boolean) => {
    if (!mounted) return
    if (started.size === 0) storage.withStorage('recent wallets not read', () => list(true))
    let startedNow = false
    for (const adapter of adapters.values()) {
      if (started.has(adapter) || !(all || adapter.startsWithoutCode)) continue
      started.add(adapter)
      adapter.start?.()
      startedNow = true
    }
    // Started adapters list their changes themselves (`connectorsChanged`): a later request (each pointer on the
    // connect button, each opening) lists nothing again, as it ran in the task before the click (issue 39).
    if (startedNow) refresh()
    if (!all) return
    const first = store.getState().connectors.find((connector) => connector.installed)
    const adapter = first && adapters.get(first.namespace)
    if (!adapter || prefetched.has(adapter)) return
    prefetched.add(adapter)
    // A prefetch: a failed import is tried again when the wallet is picked.
    adapter.load?.().catch(() => {})
  }
  return {
    refresh,
    request() {
      requested = true
      start(true)
    },
    mount() {
      mounted = true
      let stop = () => {}
      if (requested) start(true)
      else stop = whenIdle(() => start(false))
      refresh()
      return stop
    },
  }
}

import type { ChainAdapter } from '../adapter/types'
import type { ChainNamespace } from '../caip/namespaces'
import { whenIdle } from '../latch/browserEnvironment'
import { listConnectors } from '../latch/listConnectors'
import type { LatchState } from '../state/types'
import type { Store } from '../store/createStore'
import type { StorageLoader } from './storageLoader'

/** When a client's adapters start looking for wallets (`start()`), and its connector list. */
export interface WalletDiscovery {
  /** Lists every adapter's connectors in state again. */
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
 */
export function walletDiscovery(
  store: Store<LatchState>,
  adapters: ReadonlyMap<ChainNamespace, ChainAdapter>,
  storage: Pick<StorageLoader, 'withStorage'>,
): WalletDiscovery {
  let mounted = false
  let requested = false
  const started = new Set<ChainAdapter>()
  const prefetched = new Set<ChainAdapter>()
  const refresh = () =>
    store.setState((state) => ({ ...state, connectors: listConnectors(adapters.values()) }))
  const start = (all: boolean) => {
    if (!mounted) return
    if (started.size === 0) storage.withStorage('recent wallets not read', refresh)
    for (const adapter of adapters.values()) {
      if (started.has(adapter) || !(all || adapter.startsWithoutCode)) continue
      started.add(adapter)
      adapter.start?.()
    }
    refresh()
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

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
  /** Discovery is needed now: it starts at once when mounted in the browser, else at mount. */
  request(): void
  /** The client is mounted in the browser: discovery starts now when requested, else when the page is idle. */
  mount(): () => void
}

/**
 * Wallet discovery is modal work: adapters start once the page is idle after mount, or at the first need (the
 * modal opens, a stored connection is restored, the services load), so their discovery code stays out of the
 * first load (issue 21). The list's recent wallets come from storage, which loads with them; the connectors are
 * listed again once it is in, so a list already rendered shows them.
 */
export function walletDiscovery(
  store: Store<LatchState>,
  adapters: ReadonlyMap<ChainNamespace, ChainAdapter>,
  storage: Pick<StorageLoader, 'withStorage'>,
): WalletDiscovery {
  let mounted = false
  let requested = false
  let started = false
  const refresh = () =>
    store.setState((state) => ({ ...state, connectors: listConnectors(adapters.values()) }))
  const start = () => {
    if (started || !mounted) return
    started = true
    storage.withStorage('recent wallets not read', refresh)
    for (const adapter of adapters.values()) adapter.start?.()
    refresh()
  }
  return {
    refresh,
    request() {
      requested = true
      start()
    },
    mount() {
      mounted = true
      let stop = () => {}
      if (requested) start()
      else stop = whenIdle(start)
      refresh()
      return stop
    },
  }
}

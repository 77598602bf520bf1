import type { ChainNamespace } from '../caip/namespaces'
import type { Latch } from '../latch/types'
import type { KeyValueStorage } from '../options/types'
import { peekPendingSocialLogin, peekStoredReconnect } from '../services/storage/peekStoredReconnect'
import type { LatchState } from '../state/types'
import { patchAccount, showRestoring } from '../state/updaters'
import type { Store } from '../store/createStore'
import type { RunInBackground } from './backgroundWork'

/**
 * Restores stored connections on mount (spec §4 reconnect). The namespaces whose stored connection looks
 * restorable (a first look at the page's storage, without the storage service) show connecting at once (one the
 * server rendered connected from the cookie stays so) and wallet discovery starts, while the background work
 * loads; its reconnect checks what is stored and ends disconnected when nothing valid is there, as when its code
 * cannot load.
 */
export function restoreStoredConnections(input: {
  latch: Latch
  store: Store<LatchState>
  pageStorage: KeyValueStorage
  namespaces: ReadonlySet<ChainNamespace>
  requestAdapters: () => void
  inBackground: RunInBackground
}): void {
  const { latch, store } = input
  if (peekPendingSocialLogin(input.pageStorage))
    void input.inBackground('social login not finished', (work) => work.finishSocialLogin(latch))
  const restoring = peekStoredReconnect(input.pageStorage, input.namespaces).filter((namespace) =>
    input.namespaces.has(namespace),
  )
  if (restoring.length === 0) return
  for (const namespace of restoring) store.setState((state) => showRestoring(state, namespace))
  input.requestAdapters()
  void input
    .inBackground('reconnect failed: its code did not load', (work) =>
      work.restoreConnections(latch, restoring),
    )
    .then((restored) => {
      if (!restored)
        for (const namespace of restoring)
          store.setState((state) => patchAccount(state, namespace, { status: 'disconnected' }))
    })
}

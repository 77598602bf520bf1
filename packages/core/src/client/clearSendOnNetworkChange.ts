import type { CaipNetworkId } from '../caip/types'
import type { LatchState } from '../state/types'
import { type Store, watchStore } from '../store/createStore'

/** The network the send form is for: the active namespace's network. */
function activeNetworkId(state: LatchState): CaipNetworkId | undefined {
  const namespace = state.activeNamespace
  return namespace ? state.networks[namespace]?.caipNetwork?.id : undefined
}

/**
 * A send form belongs to the network it was filled on: when the active namespace or its network changes, the token,
 * amount, receiver and token list start over (issue 40: a form left with ETH checked its amount against the Solana
 * balance). A send in flight keeps its `loading` and `hash`.
 */
export function clearSendOnNetworkChange(store: Store<LatchState>): () => void {
  return watchStore(store, activeNetworkId, () =>
    store.setState((state) => ({
      ...state,
      send: {
        tokenBalances: [],
        loading: state.send.loading,
        ...(state.send.hash ? { hash: state.send.hash } : {}),
      },
    })),
  )
}

import type { CaipNetworkId, ChainNamespace, View } from '@latch/core'
import { useLatchSelector } from './useLatchSelector'

/** What {@link useLatchState} returns (AppKit: `useAppKitState`). */
export interface LatchModalState {
  open: boolean
  /** The view on top of the router history. */
  view: View
  activeChain: ChainNamespace | undefined
  selectedNetworkId: CaipNetworkId | undefined
}

/** The modal's open state and view, the active namespace and its selected network. */
export function useLatchState(): LatchModalState {
  return useLatchSelector((state) => ({
    open: state.modal.open,
    view: state.modal.history.at(-1)?.view ?? 'Connect',
    activeChain: state.activeNamespace,
    selectedNetworkId: state.activeNamespace
      ? state.networks[state.activeNamespace]?.caipNetwork?.id
      : undefined,
  }))
}

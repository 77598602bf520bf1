import { ACCOUNT_STATES } from './accountStates'
import { ACCOUNT_TAB_STATES } from './accountTabStates'
import { CONNECT_STATES } from './connectStates'
import type { GalleryState } from './galleryStateSteps'
import { NETWORK_STATES } from './networkStates'
import { SEND_STATES } from './sendStates'
import { SIGN_IN_STATES } from './signInStates'
import { TRADE_STATES } from './tradeStates'

export type { GalleryState } from './galleryStateSteps'

/**
 * Every state the gallery shows, view by view: empty, loading, error and data where the view has them. Reached with
 * the kit's own actions on core's in-memory wallets, so each is the same on every run and needs no chain. One file
 * per group of views.
 */
export const GALLERY_STATES: readonly GalleryState[] = [
  ...CONNECT_STATES,
  ...ACCOUNT_STATES,
  ...ACCOUNT_TAB_STATES,
  ...NETWORK_STATES,
  ...SIGN_IN_STATES,
  ...SEND_STATES,
  ...TRADE_STATES,
]

/** The state with this id, if the gallery has it. */
export function galleryState(id: string | null): GalleryState | undefined {
  return GALLERY_STATES.find((state) => state.id === id)
}

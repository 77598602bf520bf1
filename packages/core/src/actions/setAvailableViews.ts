import { clientCore } from '../latch/clientCore'
import type { Latch } from '../latch/types'
import type { View } from '../state/types'

/** Parameters of {@link setAvailableViews}. */
export interface SetAvailableViewsParameters {
  /** Every view the UI renders. */
  views: readonly View[]
}

/** {@link setAvailableViews} returns nothing. */
export type SetAvailableViewsReturnType = void

/**
 * Tells the client which views its UI ships (ui-react's provider does this), so that `open({ view })` refuses any
 * other with `ViewNotAvailableError` instead of opening an empty modal.
 */
export function setAvailableViews(
  latch: Latch,
  parameters: SetAvailableViewsParameters,
): SetAvailableViewsReturnType {
  clientCore(latch).availableViews.current = new Set(parameters.views)
}

import { ViewNotAvailableError } from '../errors/classes/ViewNotAvailableError'
import { clientCore } from '../latch/clientCore'
import type { Latch } from '../latch/types'
import { clearAttempts } from '../rules/clearAttempts'
import { pushView } from '../rules/navigation'
import { missingViewParameter } from '../rules/requiredViewParameter'
import type { RouterParams, View } from '../state/types'

/** Parameters of {@link navigate}. */
export interface NavigateParameters {
  view: View
  /** What the view needs (`{ connectorId }`, `{ networkId }`, ...). */
  params?: RouterParams
}

/** {@link navigate} returns nothing; the view is in `state.modal.history`. */
export type NavigateReturnType = void

/**
 * Shows `view` in the open modal, on top of the history (`back` returns). A new view starts its own attempts. A view
 * without the parameter it shows (see `open`) is refused with `ViewNotAvailableError`; the modal stays as it was.
 */
export function navigate(latch: Latch, parameters: NavigateParameters): NavigateReturnType {
  const missing = missingViewParameter(parameters.view, parameters.params)
  if (missing) throw new ViewNotAvailableError({ details: `${parameters.view} needs params.${missing}` })
  clientCore(latch).store.setState((state) => ({
    ...clearAttempts(state),
    modal: pushView(state.modal, parameters.view, parameters.params),
  }))
}

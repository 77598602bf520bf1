import type { Latch } from '../latch/types'
import { pushView } from '../rules/navigation'
import { withFlowContext } from './internal/flowContext'

/** {@link openSwap} resolves once the Swap view is shown. */
export type OpenSwapReturnType = void

/** Opens the Swap view from Account. Does nothing when the host turned `features.swaps` off. */
export function openSwap(latch: Latch): Promise<OpenSwapReturnType> {
  return withFlowContext(latch, async (context) => {
    if (!context.options.features.swaps) return
    context.store.setState((current) => ({ ...current, modal: pushView(current.modal, 'Swap') }))
  })
}

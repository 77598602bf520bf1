import type { Latch } from '../latch/types'
import { pushView } from '../rules/navigation'
import { withFlowContext } from './internal/flowContext'

/** {@link openOnramp} resolves once the first on-ramp view is shown and the event is queued. */
export type OpenOnrampReturnType = void

/**
 * Starts buying crypto from the Account view: shows OnRampFiatSelect and reports `SELECT_BUY_CRYPTO` to analytics
 * with the active network. Does nothing when the host turned `features.onramp` off.
 */
export function openOnramp(latch: Latch): Promise<OpenOnrampReturnType> {
  return withFlowContext(latch, async (context) => {
    if (!context.options.features.onramp) return
    const state = context.store.getState()
    const namespace = state.activeNamespace
    context.store.setState((current) => ({ ...current, modal: pushView(current.modal, 'OnRampFiatSelect') }))
    context.analytics.track({
      event: 'SELECT_BUY_CRYPTO',
      props: { network: (namespace && state.networks[namespace]?.caipNetwork?.id) || '' },
    })
  })
}

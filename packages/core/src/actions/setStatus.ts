import { clientCore } from '../latch/clientCore'
import { statusBanner } from '../latch/statusBanner'
import type { Latch } from '../latch/types'
import type { Notice } from '../state/types'

/** Parameters of {@link setStatus}. */
export interface SetStatusParameters {
  /** The banner's notice; undefined hides it. */
  notice: Notice | undefined
}

/** {@link setStatus} returns nothing; the banner is `state.notices.status` (`statusVisible`). */
export type SetStatusReturnType = void

/**
 * Sets the status banner (spec §4, §9). Replacing a visible banner hides it, then shows the new one 150 ms later,
 * so the visitor sees that the message changed.
 */
export function setStatus(latch: Latch, parameters: SetStatusParameters): SetStatusReturnType {
  statusBanner(clientCore(latch)).set(parameters.notice)
}

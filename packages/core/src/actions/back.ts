import { clientCore } from '../latch/clientCore'
import type { Latch } from '../latch/types'
import { goBack } from '../rules/navigation'
import { activeAccount } from '../state/activeAccount'
import { close } from './close'

/** {@link back} returns nothing; the view is in `state.modal.history`. */
export type BackReturnType = void

/** Returns to the previous view with its params; from the first view the modal closes (as `close` does). */
export function back(latch: Latch): BackReturnType {
  const { store } = clientCore(latch)
  const state = store.getState()
  const result = goBack(state.modal, activeAccount(state)?.status === 'connected')
  if (result.type === 'close') close(latch)
  else store.setState((current) => ({ ...current, modal: result.modal }))
}

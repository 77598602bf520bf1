import type { ChainNamespace } from '../caip/namespaces'
import type { ModalState, RouterEntry, RouterParams, View } from '../state/types'

/** The router history a closed modal resets to (spec §2: closing resets to Connect). */
export const INITIAL_HISTORY: readonly RouterEntry[] = [{ view: 'Connect', params: {} }]

/** The modal opened at `entry`, with a fresh history (optionally for one namespace). */
export function openedModal(entry: RouterEntry, namespace?: ChainNamespace): ModalState {
  return { open: true, history: [entry], direction: 'next', ...(namespace ? { namespace } : {}) }
}

/** Pushes a view with its params; the transition runs forward. */
export function pushView(modal: ModalState, view: View, params: RouterParams = {}): ModalState {
  return { ...modal, history: [...modal.history, { view, params }], direction: 'next' }
}

/** What `back` does: close the modal, or show the previous entry. */
export type BackResult = { type: 'close' } | { type: 'navigate'; modal: ModalState }

/**
 * Back (spec §2): with one history entry back closes the modal; otherwise it pops, restoring the previous
 * entry with its params, and a connected visitor going back to Connect sees Account instead.
 */
export function goBack(modal: ModalState, hasAddress: boolean): BackResult {
  if (modal.history.length <= 1) return { type: 'close' }
  const history = modal.history.slice(0, -1)
  const top = history[history.length - 1]
  if (top && top.view === 'Connect' && hasAddress)
    history[history.length - 1] = { view: 'Account', params: {} }
  return { type: 'navigate', modal: { ...modal, history, direction: 'prev' } }
}

/** Closing hides the modal and resets the router to Connect (spec §2). */
export function closedModal(): ModalState {
  return { open: false, history: [...INITIAL_HISTORY], direction: 'prev' }
}

/** The view on top of the history. */
export function currentView(modal: ModalState): View {
  return modal.history[modal.history.length - 1]?.view ?? 'Connect'
}

import type { ModalState, RouterParams, View } from '../state/types'
import { closedModal, currentView, openedModal, pushView } from './navigation'

// Where the flows take the modal (the engine's part of the router; the visitor's own moves are in navigation.ts).

/**
 * The views core's flows and opening rules can show on their own. ui-react ships a component for each (its test
 * checks it); a view joins this list when its component exists, not before.
 */
export const FLOW_VIEWS = [
  'Connect',
  'AllWallets',
  'Account',
  'SwitchActiveChain',
  'UnsupportedChain',
  'SIWXSignMessage',
  'WalletReceive',
  'WalletSend',
  'WalletSendPreview',
] as const

/** A view a flow may open. */
export type FlowView = (typeof FLOW_VIEWS)[number]

/** A flow shows `view`: on top of the history when the modal is open, else the modal opens on it. */
export function showView(modal: ModalState, view: FlowView, params: RouterParams = {}): ModalState {
  return modal.open ? pushView(modal, view, params) : openedModal({ view, params })
}

/** A flow goes back to `view` as the only history entry (after a send, after a failed sign-in start). */
export function returnToView(modal: ModalState, view: FlowView): ModalState {
  return { ...modal, history: [{ view, params: {} }], direction: 'prev' }
}

const NETWORK_VIEWS: readonly View[] = ['SwitchNetwork', 'Networks']

/**
 * Where the modal goes after a network switch made from it: the network views are left; a connected visitor
 * coming back to Connect sees Account; when nothing is left the modal closes.
 */
export function leaveNetworkViews(modal: ModalState, hasAddress: boolean): ModalState {
  const history = [...modal.history]
  while (history.length > 0 && NETWORK_VIEWS.includes(history[history.length - 1]!.view)) history.pop()
  if (history.length === 0) return closedModal()
  const top = history[history.length - 1]
  if (top?.view === 'Connect' && hasAddress) history[history.length - 1] = { view: 'Account', params: {} }
  return { ...modal, history, direction: 'prev' }
}

// Views that show or act for a connected account: without one they have nothing to show.
const ACCOUNT_VIEWS: readonly View[] = [
  'Account',
  'WalletSend',
  'WalletSendPreview',
  'WalletReceive',
  'Swap',
  'SwapPreview',
]

/**
 * Where an open modal goes when its account's connection is lost (RELIABILITY #14, #8): an account view is left
 * for Connect, so the visitor can connect again; any other view stays.
 */
export function leaveAccountViews(modal: ModalState, hasAddress: boolean): ModalState {
  if (hasAddress || !modal.open || !ACCOUNT_VIEWS.includes(currentView(modal))) return modal
  return returnToView(modal, 'Connect')
}

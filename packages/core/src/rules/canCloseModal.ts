import type { View } from '../state/types'

const GUARDED_VIEWS: readonly View[] = ['SIWXSignMessage', 'ApproveTransaction']

/** The modal cannot be closed on the sign or approve views while sign-in is required and no session exists (spec §4). */
export function canCloseModal(input: { view: View; signInRequired: boolean; hasSession: boolean }): boolean {
  return !(GUARDED_VIEWS.includes(input.view) && input.signInRequired && !input.hasSession)
}

import type { Notice } from '../state/types'

/** The close guard kept the modal open on a required sign-in (spec §4): the way on is to sign, or to cancel. */
export const SIGN_IN_REQUIRED: Notice = {
  id: 'SIGN_IN_REQUIRED',
  variant: 'warning',
  message: 'Sign in to continue, or cancel to disconnect',
}

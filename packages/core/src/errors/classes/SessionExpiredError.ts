import { LatchError, type LatchErrorParameters } from '../LatchError'

/** The sign-in session expired: the visitor is signed out and nothing is done on the expired session. */
export class SessionExpiredError extends LatchError {
  override readonly name = 'SessionExpiredError'
  static readonly code = 'SESSION_EXPIRED'
  readonly code = SessionExpiredError.code
  constructor(parameters?: LatchErrorParameters) {
    super('Your sign-in session has expired. Sign in again.', parameters)
  }
}

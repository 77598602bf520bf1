import { LatchError, type LatchErrorParameters } from '../LatchError'

/**
 * The embedded wallet needs a recent login for this (export, or opening the wallet again after a reload): the
 * session's login is older than the wallet server's freshness window. Logging in again (a new code, social login or
 * passkey) lets it through.
 */
export class FreshLoginRequiredError extends LatchError {
  override readonly name = 'FreshLoginRequiredError'
  static readonly code = 'FRESH_LOGIN_REQUIRED'
  readonly code = FreshLoginRequiredError.code
  constructor(parameters?: LatchErrorParameters) {
    super('For your safety, log in again to continue.', parameters)
  }
}

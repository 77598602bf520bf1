import { LatchError, type LatchErrorParameters } from '../LatchError'

/** The on-ramp server is not set, cannot be reached, or refused the choice; `details` says which. */
export class OnrampUnavailableError extends LatchError {
  override readonly name = 'OnrampUnavailableError'
  static readonly code = 'ONRAMP_UNAVAILABLE'
  readonly code = OnrampUnavailableError.code
  constructor(parameters?: LatchErrorParameters) {
    super('Buying crypto is not available right now', parameters)
  }
}

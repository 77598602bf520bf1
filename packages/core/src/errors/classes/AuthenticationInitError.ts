import { LatchError, type LatchErrorParameters } from '../LatchError'

/** Setting up wallet authentication failed; the namespace is disconnected and the modal resets to Connect. */
export class AuthenticationInitError extends LatchError {
  override readonly name = 'AuthenticationInitError'
  static readonly code = 'AUTH_INIT_FAILED'
  readonly code = AuthenticationInitError.code
  constructor(parameters?: LatchErrorParameters) {
    super('A problem occurred while trying initialize authentication', parameters)
  }
}

import { LatchError, type LatchErrorParameters } from '../LatchError'

/** Sign-in is required and the visitor has no session: a privileged call waits until they sign in. */
export class SignInRequiredError extends LatchError {
  override readonly name = 'SignInRequiredError'
  static readonly code = 'SIGN_IN_REQUIRED'
  readonly code = SignInRequiredError.code
  constructor(parameters?: LatchErrorParameters) {
    super('Sign in to continue', parameters)
  }
}

import { LatchError, type LatchErrorParameters } from '../LatchError'

/** The host's sign-in check (legacy `siweConfig.verifyMessage`, or a server) refused the signed message. */
export class SignInNotVerifiedError extends LatchError {
  override readonly name = 'SignInNotVerifiedError'
  static readonly code = 'SIGN_IN_NOT_VERIFIED'
  readonly code = SignInNotVerifiedError.code
  constructor(parameters?: LatchErrorParameters) {
    super('The sign-in signature could not be verified', parameters)
  }
}

import { LatchError, type LatchErrorParameters } from '../LatchError'

/** The wallet failed to sign the sign-in message. */
export class SignMessageError extends LatchError {
  override readonly name = 'SignMessageError'
  static readonly code = 'SIGN_MESSAGE_FAILED'
  readonly code = SignMessageError.code
  constructor(parameters?: LatchErrorParameters) {
    super('Error signing message', parameters)
  }
}

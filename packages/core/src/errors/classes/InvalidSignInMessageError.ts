import { LatchError, type LatchErrorParameters } from '../LatchError'

/** A sign-in message field the message grammar (EIP-4361 / CAIP-122) does not allow there: nothing is signed. */
export class InvalidSignInMessageError extends LatchError {
  override readonly name = 'InvalidSignInMessageError'
  static readonly code = 'INVALID_SIGN_IN_MESSAGE'
  readonly code = InvalidSignInMessageError.code
  /** The refused field (`domain`, `uri`, `statement`, ...). */
  readonly field: string | undefined
  constructor(field?: string, parameters: LatchErrorParameters = {}) {
    super('The sign-in message has a field that is not allowed', {
      ...parameters,
      details: parameters.details ?? field,
    })
    this.field = field
  }
}

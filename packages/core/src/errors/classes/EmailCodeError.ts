import { LatchError, type LatchErrorParameters } from '../LatchError'

/** The e-mail code was refused: the wallet server's own words ('Invalid code', 'Code expired', 'Too many attempts'). */
export class EmailCodeError extends LatchError {
  override readonly name = 'EmailCodeError'
  static readonly code = 'EMAIL_CODE_REJECTED'
  readonly code = EmailCodeError.code
  constructor(
    message: 'Invalid code' | 'Code expired' | 'Too many attempts' | (string & {}),
    parameters?: LatchErrorParameters,
  ) {
    super(message, parameters)
  }
}

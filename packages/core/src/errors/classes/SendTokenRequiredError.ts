import { LatchError, type LatchErrorParameters } from '../LatchError'

/** Send was asked without a token. */
export class SendTokenRequiredError extends LatchError {
  override readonly name = 'SendTokenRequiredError'
  static readonly code = 'SEND_TOKEN_REQUIRED'
  readonly code = SendTokenRequiredError.code
  constructor(parameters?: LatchErrorParameters) {
    super('A token is required', parameters)
  }
}

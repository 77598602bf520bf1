import { LatchError, type LatchErrorParameters } from '../LatchError'

/** Send was asked with no active chain namespace. */
export class SendChainRequiredError extends LatchError {
  override readonly name = 'SendChainRequiredError'
  static readonly code = 'SEND_CHAIN_REQUIRED'
  readonly code = SendChainRequiredError.code
  constructor(parameters?: LatchErrorParameters) {
    super('A chain namespace is required to send', parameters)
  }
}

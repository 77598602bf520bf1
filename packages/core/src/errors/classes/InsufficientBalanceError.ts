import { LatchError, type LatchErrorParameters } from '../LatchError'

/** The amount to send (with the network fee, when it is paid from the same balance) is more than the account holds. */
export class InsufficientBalanceError extends LatchError {
  override readonly name = 'InsufficientBalanceError'
  static readonly code = 'INSUFFICIENT_BALANCE'
  readonly code = InsufficientBalanceError.code
  constructor(parameters?: LatchErrorParameters) {
    super('Insufficient balance', parameters)
  }
}

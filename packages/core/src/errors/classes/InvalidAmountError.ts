import { LatchError, type LatchErrorParameters } from '../LatchError'

/** The amount is not a positive decimal number or has more decimals than the token allows. */
export class InvalidAmountError extends LatchError {
  override readonly name = 'InvalidAmountError'
  static readonly code = 'INVALID_AMOUNT'
  readonly code = InvalidAmountError.code
  constructor(parameters?: LatchErrorParameters) {
    super('The amount is not a valid number for this token', parameters)
  }
}

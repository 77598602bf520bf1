import { LatchError, type LatchErrorParameters } from '../LatchError'

/** A CAIP-10 account id that is not exactly three non-empty colon-separated parts. */
export class InvalidCaipAddressError extends LatchError {
  override readonly name = 'InvalidCaipAddressError'
  static readonly code = 'INVALID_CAIP_ADDRESS'
  readonly code = InvalidCaipAddressError.code
  constructor(parameters?: LatchErrorParameters) {
    super('Invalid CAIP-10 address', parameters)
  }
}

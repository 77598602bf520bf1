import { LatchError, type LatchErrorParameters } from '../LatchError'

/** A receiver or account address that is not valid for its namespace. */
export class InvalidAddressError extends LatchError {
  override readonly name = 'InvalidAddressError'
  static readonly code = 'INVALID_ADDRESS'
  readonly code = InvalidAddressError.code
  constructor(parameters?: LatchErrorParameters) {
    super('The address is not valid for this network', parameters)
  }
}

import { LatchError, type LatchErrorParameters } from '../LatchError'

/** A CAIP-2 chain id that is not exactly two non-empty colon-separated parts. */
export class InvalidCaipNetworkIdError extends LatchError {
  override readonly name = 'InvalidCaipNetworkIdError'
  static readonly code = 'INVALID_CAIP_NETWORK_ID'
  readonly code = InvalidCaipNetworkIdError.code
  constructor(parameters?: LatchErrorParameters) {
    super('Invalid CAIP-2 network id', parameters)
  }
}

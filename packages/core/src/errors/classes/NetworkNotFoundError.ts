import { LatchError, type LatchErrorParameters } from '../LatchError'

/** The requested network is not among the networks the host configured. */
export class NetworkNotFoundError extends LatchError {
  override readonly name = 'NetworkNotFoundError'
  static readonly code = 'SWITCH_NETWORK_NOT_FOUND'
  readonly code = NetworkNotFoundError.code
  constructor(parameters?: LatchErrorParameters) {
    super('Switch network not found', parameters)
  }
}

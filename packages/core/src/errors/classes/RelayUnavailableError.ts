import { LatchError, type LatchErrorParameters } from '../LatchError'

/** The WalletConnect relay cannot be reached or stopped answering (RELIABILITY #14, #24). */
export class RelayUnavailableError extends LatchError {
  override readonly name = 'RelayUnavailableError'
  static readonly code = 'RELAY_UNAVAILABLE'
  readonly code = RelayUnavailableError.code
  constructor(parameters?: LatchErrorParameters) {
    super('Cannot reach the WalletConnect relay', parameters)
  }
}

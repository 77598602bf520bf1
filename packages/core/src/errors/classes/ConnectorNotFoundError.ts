import { LatchError, type LatchErrorParameters } from '../LatchError'

/** The wallet asked for is not (or no longer) available in this browser. */
export class ConnectorNotFoundError extends LatchError {
  override readonly name = 'ConnectorNotFoundError'
  static readonly code = 'CONNECTOR_NOT_FOUND'
  readonly code = ConnectorNotFoundError.code
  constructor(parameters?: LatchErrorParameters) {
    super('Wallet not found', parameters)
  }
}

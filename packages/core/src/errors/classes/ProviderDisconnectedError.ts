import { LatchError, type LatchErrorParameters } from '../LatchError'

/** The wallet connection went away (EIP-1193 4900, session deleted, extension disabled). */
export class ProviderDisconnectedError extends LatchError {
  override readonly name = 'ProviderDisconnectedError'
  static readonly code = 'PROVIDER_DISCONNECTED'
  readonly code = ProviderDisconnectedError.code
  constructor(parameters?: LatchErrorParameters) {
    super('The wallet disconnected', parameters)
  }
}

import { LatchError, type LatchErrorParameters } from '../LatchError'

/** One or more namespaces failed to disconnect; `details` lists them. */
export class DisconnectChainsError extends LatchError {
  override readonly name = 'DisconnectChainsError'
  static readonly code = 'DISCONNECT_FAILED'
  readonly code = DisconnectChainsError.code
  /** The failures, as listed after the colon of the message. */
  readonly reasons: string
  constructor(reasons: string, parameters?: LatchErrorParameters) {
    super(`Failed to disconnect chains: ${reasons}`, parameters)
    this.reasons = reasons
  }
}

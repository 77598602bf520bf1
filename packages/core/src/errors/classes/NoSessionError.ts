import { LatchError, type LatchErrorParameters } from '../LatchError'

/** A WalletConnect (or other session-based) connection was asked for and no session exists. */
export class NoSessionError extends LatchError {
  override readonly name = 'NoSessionError'
  static readonly code = 'NO_SESSION'
  readonly code = NoSessionError.code
  constructor(parameters?: LatchErrorParameters) {
    super('Error connecting to wallet: No session found', parameters)
  }
}

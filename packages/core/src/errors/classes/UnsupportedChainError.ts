import { LatchError, type LatchErrorParameters } from '../LatchError'

/** Sending on a namespace other than eip155 or solana, or a network the wallet cannot use. */
export class UnsupportedChainError extends LatchError {
  override readonly name = 'UnsupportedChainError'
  static readonly code = 'UNSUPPORTED_CHAIN'
  readonly code = UnsupportedChainError.code
  constructor(parameters?: LatchErrorParameters) {
    super('Unsupported chain', parameters)
  }
}

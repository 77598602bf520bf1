import { LatchError, type LatchErrorParameters } from '../LatchError'

/** Any other wallet failure, with the wallet's own text in `details`. */
export class WalletRequestError extends LatchError {
  override readonly name = 'WalletRequestError'
  static readonly code = 'WALLET_REQUEST_FAILED'
  readonly code = WalletRequestError.code
  constructor(parameters?: LatchErrorParameters) {
    super('The wallet could not complete the request', parameters)
  }
}

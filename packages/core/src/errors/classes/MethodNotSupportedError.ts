import { LatchError, type LatchErrorParameters } from '../LatchError'

/** The wallet does not offer this method (EIP-1193 4200, not in the WalletConnect session, refused by an embedded wallet). */
export class MethodNotSupportedError extends LatchError {
  override readonly name = 'MethodNotSupportedError'
  static readonly code = 'METHOD_NOT_SUPPORTED'
  readonly code = MethodNotSupportedError.code
  constructor(parameters?: LatchErrorParameters) {
    super('Not supported by this wallet', parameters)
  }
}

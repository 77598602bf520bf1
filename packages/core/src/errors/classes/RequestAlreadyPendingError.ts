import { LatchError, type LatchErrorParameters } from '../LatchError'

/**
 * The wallet already has a request of this kind open and refused a second one (EIP-1193 -32002, MetaMask's
 * "already pending"): the visitor has to answer it in the wallet.
 */
export class RequestAlreadyPendingError extends LatchError {
  override readonly name = 'RequestAlreadyPendingError'
  static readonly code = 'REQUEST_ALREADY_PENDING'
  readonly code = RequestAlreadyPendingError.code
  constructor(parameters?: LatchErrorParameters) {
    super('The request is waiting in your wallet. Open your wallet to approve it.', parameters)
  }
}

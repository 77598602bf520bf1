import { LatchError, type LatchErrorParameters } from '../LatchError'

/** An RPC method that is neither on the safe nor on the not-safe list. */
export class RpcMethodNotAllowedError extends LatchError {
  override readonly name = 'RpcMethodNotAllowedError'
  static readonly code = 'RPC_METHOD_NOT_ALLOWED'
  readonly code = RpcMethodNotAllowedError.code
  /** What the modal shows for this error. */
  readonly uiMessage = 'Action not allowed'
  constructor(parameters?: LatchErrorParameters) {
    super('Requested RPC call is not allowed', parameters)
  }
}

import { LatchError, type LatchErrorParameters } from '../LatchError'

/** The visitor declined the request in their wallet (codes 4001, 5000, 5002, or a "rejected"/"cancelled" message). */
export class UserRejectedError extends LatchError {
  override readonly name = 'UserRejectedError'
  static readonly code = 'USER_REJECTED'
  readonly code = UserRejectedError.code
  constructor(parameters?: LatchErrorParameters) {
    super('User rejected the request', parameters)
  }
}

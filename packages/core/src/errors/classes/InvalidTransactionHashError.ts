import { LatchError, type LatchErrorParameters } from '../LatchError'

/** A value that must be a transaction hash (0x + 64 hex characters) is not one. */
export class InvalidTransactionHashError extends LatchError {
  override readonly name = 'InvalidTransactionHashError'
  static readonly code = 'INVALID_TRANSACTION_HASH'
  readonly code = InvalidTransactionHashError.code
  constructor(parameters?: LatchErrorParameters) {
    super('Invalid transaction hash', parameters)
  }
}

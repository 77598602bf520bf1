import { LatchError, type LatchErrorParameters } from '../LatchError'

/** A value that must be a signature (0x + at least 62 hex characters) is not one. */
export class InvalidSignatureError extends LatchError {
  override readonly name = 'InvalidSignatureError'
  static readonly code = 'INVALID_SIGNATURE'
  readonly code = InvalidSignatureError.code
  constructor(parameters?: LatchErrorParameters) {
    super('Invalid signed message', parameters)
  }
}

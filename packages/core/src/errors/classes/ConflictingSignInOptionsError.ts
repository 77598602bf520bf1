import { LatchError, type LatchErrorParameters } from '../LatchError'

/** The host passed both the legacy `siweConfig` and `siwx` options. */
export class ConflictingSignInOptionsError extends LatchError {
  override readonly name = 'ConflictingSignInOptionsError'
  static readonly code = 'CONFLICTING_SIGN_IN_OPTIONS'
  readonly code = ConflictingSignInOptionsError.code
  constructor(parameters?: LatchErrorParameters) {
    super('Cannot set both `siweConfig` and `siwx` options', parameters)
  }
}

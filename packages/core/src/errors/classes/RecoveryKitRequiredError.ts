import { LatchError, type LatchErrorParameters } from '../LatchError'

/** The embedded wallet was made on another device and the visitor gave no recovery kit: it cannot open here. */
export class RecoveryKitRequiredError extends LatchError {
  override readonly name = 'RecoveryKitRequiredError'
  static readonly code = 'RECOVERY_KIT_REQUIRED'
  readonly code = RecoveryKitRequiredError.code
  constructor(parameters?: LatchErrorParameters) {
    super(
      'This wallet was created on another device. Without its recovery kit it cannot be opened here.',
      parameters,
    )
  }
}

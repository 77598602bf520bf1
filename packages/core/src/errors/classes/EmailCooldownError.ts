import { LatchError, type LatchErrorParameters } from '../LatchError'

/** E-mail login asked again inside the 30 s cooldown. */
export class EmailCooldownError extends LatchError {
  override readonly name = 'EmailCooldownError'
  static readonly code = 'EMAIL_COOLDOWN'
  readonly code = EmailCooldownError.code
  readonly secondsLeft: number
  constructor(secondsLeft: number, parameters?: LatchErrorParameters) {
    super(`Please try again after ${secondsLeft} seconds`, parameters)
    this.secondsLeft = secondsLeft
  }
}

import { LatchError, type LatchErrorParameters } from '../LatchError'

/** Why an e-mail or its code was refused. */
export type EmailCodeErrorKind = 'invalidEmail' | 'invalidCode' | 'expired' | 'tooManyAttempts'

const MESSAGES: Record<EmailCodeErrorKind, string> = {
  invalidEmail: 'Invalid email',
  invalidCode: 'Invalid code',
  expired: 'Code expired',
  tooManyAttempts: 'Too many attempts',
}

/** The e-mail address or its one-time code was refused (the wallet server's answers, spec §5 e-mail login). */
export class EmailCodeError extends LatchError {
  override readonly name = 'EmailCodeError'
  static readonly code = 'EMAIL_CODE_REJECTED'
  readonly code = EmailCodeError.code
  readonly kind: EmailCodeErrorKind
  constructor(kind: EmailCodeErrorKind = 'invalidCode', parameters?: LatchErrorParameters) {
    super(MESSAGES[kind], parameters)
    this.kind = kind
  }
}

/** The kind of a wallet server's refusal text ('Invalid code', 'Code expired', 'Too many attempts', 'Invalid email'). */
export function emailCodeErrorKind(message: string): EmailCodeErrorKind {
  const found = (Object.keys(MESSAGES) as EmailCodeErrorKind[]).find((kind) => MESSAGES[kind] === message)
  return found ?? 'invalidCode'
}

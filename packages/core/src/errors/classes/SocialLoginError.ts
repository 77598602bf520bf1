import { LatchError, type LatchErrorParameters } from '../LatchError'

/** Why a social login did not sign in (the wallet server's outcome of the provider's answer). */
export type SocialLoginErrorKind =
  | 'unverifiedEmail'
  | 'cancelled'
  | 'refused'
  | 'unreachable'
  | 'expired'
  /** Sign In With Farcaster: the signed message did not verify (another key than the fid's, nonce or domain). */
  | 'notVerified'
  | 'failed'

const MESSAGES: Record<SocialLoginErrorKind, string> = {
  unverifiedEmail: 'The provider did not verify this e-mail',
  cancelled: 'The login was cancelled',
  refused: 'The provider refused the login',
  unreachable: 'The login provider cannot be reached',
  expired: 'This login expired: start again',
  notVerified: 'The Farcaster signature did not verify',
  failed: 'The login did not complete. Try again.',
}

/** The wallet server's texts for each kind (its `SOCIAL_ERRORS` and the frame's expiry); anything else is `failed`. */
const SERVER_TEXTS: Readonly<Record<string, SocialLoginErrorKind>> = {
  'The provider did not verify this e-mail': 'unverifiedEmail',
  'The provider refused the login': 'refused',
  'The login was cancelled': 'cancelled',
  'The login provider cannot be reached': 'unreachable',
  'This login expired: start again': 'expired',
  'The Farcaster signature did not verify': 'notVerified',
  'The Farcaster relay cannot be reached': 'unreachable',
}

/** A social login ended without signing in: the provider refused it, or did not verify the e-mail, or it expired. */
export class SocialLoginError extends LatchError {
  override readonly name = 'SocialLoginError'
  static readonly code = 'SOCIAL_LOGIN_FAILED'
  readonly code = SocialLoginError.code
  readonly kind: SocialLoginErrorKind
  constructor(kind: SocialLoginErrorKind = 'failed', parameters?: LatchErrorParameters) {
    super(MESSAGES[kind], parameters)
    this.kind = kind
  }
}

/** The kind of the wallet server's refusal text (`failed` for a text it does not know). */
export function socialLoginErrorKind(message: string): SocialLoginErrorKind {
  return SERVER_TEXTS[message] ?? 'failed'
}

import {
  EmailCodeError,
  EmailCooldownError,
  emailCodeErrorKind,
  FreshLoginRequiredError,
  type LatchError,
  PasskeyError,
  passkeyErrorKind,
  RecoveryKitRequiredError,
  RpcMethodNotAllowedError,
  SocialLoginError,
  socialLoginErrorKind,
  toLatchError,
  UserRejectedError,
} from '@latch/core'
import { FRAME_ERROR_CODES, FrameRequestError } from '../protocol/errors'

/** The Latch error for what the frame answered (the spec's messages: cooldown, not allowed, user rejected; social login and passkey refusals). */
export function frameErrorToLatch(error: unknown): LatchError {
  if (!(error instanceof FrameRequestError)) return toLatchError(error)
  const details = error.message
  switch (error.code) {
    case FRAME_ERROR_CODES.cooldown: {
      const seconds = Number(/after (\d+) seconds?/.exec(error.message)?.[1] ?? 30)
      return new EmailCooldownError(seconds, { cause: error })
    }
    case FRAME_ERROR_CODES.invalidCode:
      return new EmailCodeError(emailCodeErrorKind(error.message), { cause: error, details })
    case FRAME_ERROR_CODES.userRejected:
      return new UserRejectedError({ cause: error, details })
    case FRAME_ERROR_CODES.notAllowed:
      return new RpcMethodNotAllowedError({ cause: error, details })
    case FRAME_ERROR_CODES.recoveryKitRequired:
      return new RecoveryKitRequiredError({ cause: error, details })
    case FRAME_ERROR_CODES.socialLoginFailed:
      return new SocialLoginError(socialLoginErrorKind(error.message), { cause: error, details })
    case FRAME_ERROR_CODES.freshLoginRequired:
      return new FreshLoginRequiredError({ cause: error, details })
    case FRAME_ERROR_CODES.passkeyFailed:
      return new PasskeyError(passkeyErrorKind(error.message), { cause: error, details })
    default:
      return toLatchError(error)
  }
}

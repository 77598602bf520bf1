import type { FrameError } from './messages'

/** Error codes the frame answers with (EIP-1193 numbers where one exists). */
export const FRAME_ERROR_CODES = {
  userRejected: 4001,
  unauthorized: 4100,
  unsupportedMethod: 4200,
  invalidParams: -32602,
  notAllowed: 'RPC_METHOD_NOT_ALLOWED',
  timeout: 'FRAME_TIMEOUT',
  notSignedIn: 'NOT_SIGNED_IN',
  cooldown: 'EMAIL_COOLDOWN',
  invalidCode: 'INVALID_CODE',
  socialLoginFailed: 'SOCIAL_LOGIN_FAILED',
  recoveryKitRequired: 'RECOVERY_KIT_REQUIRED',
  passkeyFailed: 'PASSKEY_FAILED',
  walletDeleted: 'WALLET_DELETED',
  /** The session's login is too old for the auth share (export, or opening the wallet after a reload). */
  freshLoginRequired: 'FRESH_LOGIN_REQUIRED',
  server: 'SERVER_ERROR',
  invalidMessage: 'INVALID_MESSAGE',
} as const

/** Spec §5: the message for a method that is neither safe nor not safe. */
export const RPC_NOT_ALLOWED_MESSAGE = 'Requested RPC call is not allowed'
export const USER_REJECTED_MESSAGE = 'User rejected the request'

/** An error carried across the frame boundary; `code` tells the host which typed error to raise. */
export class FrameRequestError extends Error {
  override readonly name = 'FrameRequestError'
  readonly code: number | string
  constructor(error: FrameError) {
    super(error.message)
    this.code = error.code
  }
}

/** The serialisable form of any thrown value (only code and message cross; never a stack or a cause). */
export function toFrameError(error: unknown): FrameError {
  if (error instanceof FrameRequestError) return { code: error.code, message: error.message }
  const message = error instanceof Error ? error.message : String(error)
  return { code: FRAME_ERROR_CODES.server, message: message.slice(0, 300) }
}

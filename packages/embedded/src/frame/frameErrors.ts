import { FRAME_ERROR_CODES, FrameRequestError, USER_REJECTED_MESSAGE } from '../protocol/errors'

// The typed errors the frame's handlers answer with (the host turns them into its own typed errors).

export const userRejected = () =>
  new FrameRequestError({ code: FRAME_ERROR_CODES.userRejected, message: USER_REJECTED_MESSAGE })

export const notSignedIn = () =>
  new FrameRequestError({ code: FRAME_ERROR_CODES.unauthorized, message: 'Sign in with your e-mail first' })

export const askCodeFirst = () =>
  new FrameRequestError({ code: FRAME_ERROR_CODES.invalidCode, message: 'Ask for a code first' })

export const networkNotConfigured = (chainId: string, code: 4901 | 4902 = 4901) =>
  new FrameRequestError({ code, message: `Network ${chainId} is not configured` })

export const notSupported = () =>
  new FrameRequestError({ code: 4200, message: 'Not supported by this wallet' })

/** The visitor closed the browser's passkey prompt, or no passkey of this wallet was on the device. */
const NO_PASSKEY_MESSAGE = 'No passkey was used'

/** What the visitor is told when a passkey ceremony fails: the browser's own text is not shown. */
export function passkeyProblem(error: unknown): string {
  if (error instanceof FrameRequestError) return error.message
  const name = error instanceof DOMException ? error.name : ''
  if (name === 'InvalidStateError') return 'This device already has a passkey for this wallet'
  if (name === 'NotAllowedError' || name === 'AbortError') return NO_PASSKEY_MESSAGE
  return 'The passkey could not be used'
}

export const passkeyFailed = (error: unknown) =>
  new FrameRequestError({ code: FRAME_ERROR_CODES.passkeyFailed, message: passkeyProblem(error) })

/**
 * The wallet settings (export, add a passkey) ask the visitor to log in again when the server refuses the auth share
 * to a session whose login is too old; a dapp's RPC request keeps EIP-1193's 4100 for the same refusal.
 */
export function freshLoginRequired(error: unknown): never {
  if (
    error instanceof FrameRequestError &&
    error.code === FRAME_ERROR_CODES.unauthorized &&
    error.message.startsWith('Session too old')
  )
    throw new FrameRequestError({ code: FRAME_ERROR_CODES.freshLoginRequired, message: error.message })
  throw error
}

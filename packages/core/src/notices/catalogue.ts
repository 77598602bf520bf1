import type { Notice } from '../state/types'

// The alerts, toasts and banners of spec §8, by stable id. `message` is the English default; a UI may
// translate by id. 'Token Balance Unavailable' lives with its rule in rules/balanceRetry.ts.

/**
 * Every notice code of spec §8. A notice's code is its `id` up to the first `:`
 * (`UNSUPPORTED_PROVIDER:Foo` → `UNSUPPORTED_PROVIDER`); UIs translate by code.
 */
export const NOTICE_CODES = [
  'PROJECT_ID_NOT_CONFIGURED',
  'SWITCH_NETWORK_NOT_FOUND',
  'SIGN_MESSAGE_FAILED',
  'AUTH_INIT_FAILED',
  'AUTHENTICATING',
  'MULTI_WALLET_NOT_ENABLED',
  'ORIGIN_NOT_ALLOWED',
  'RATE_LIMITED',
  'SERVER_ERROR',
  'UNSUPPORTED_PROVIDER',
  'TOKEN_BALANCE_UNAVAILABLE',
  'SIGN_IN_REQUIRED',
] as const

/** A notice code of spec §8. */
export type NoticeCode = (typeof NOTICE_CODES)[number]

export { MULTI_WALLET_NOT_ENABLED, PROJECT_ID_NOT_CONFIGURED } from './clientNotices'
export { SIGN_IN_REQUIRED } from './signInRequired'

/** The code of a notice: its id without the `:suffix` that keeps per-provider notices apart. */
export function noticeCode(notice: Notice): string {
  return notice.id.split(':')[0] ?? notice.id
}

/** The requested network is not among the host's networks. */
export const SWITCH_NETWORK_NOT_FOUND: Notice = {
  id: 'SWITCH_NETWORK_NOT_FOUND',
  variant: 'error',
  message: 'Switch network not found',
}

/** The wallet failed to sign the sign-in message. */
export const SIGN_MESSAGE_FAILED: Notice = {
  id: 'SIGN_MESSAGE_FAILED',
  variant: 'error',
  message: 'Error signing message',
}

/** Setting up wallet authentication failed; the namespace disconnects and the modal resets to Connect. */
export const AUTH_INIT_FAILED: Notice = {
  id: 'AUTH_INIT_FAILED',
  variant: 'error',
  message: 'A problem occurred while trying initialize authentication',
}

/** Shown in the status banner while the wallet authenticates. */
export const AUTHENTICATING: Notice = {
  id: 'AUTHENTICATING',
  variant: 'loading',
  message: 'Authenticating...',
}

/** The page's origin is not in the project's allowed origins (the message names it, RELIABILITY #25). */
export function originNotAllowed(origin: string): Notice {
  return {
    id: 'ORIGIN_NOT_ALLOWED',
    variant: 'error',
    message: `Origin ${origin} is not allowed`,
    params: { origin },
    details: "Add this origin to the project's allowed origins.",
  }
}

/** The configuration service answered 429. */
export const RATE_LIMITED: Notice = {
  id: 'RATE_LIMITED',
  variant: 'error',
  message: 'App configuration rate-limited',
  details: 'Too many requests to the configuration service; trying again later.',
}

/** The configuration service answered 5xx; `details` carries the debug message. */
export function serverError(debugMessage: string): Notice {
  return { id: 'SERVER_ERROR', variant: 'error', message: 'Server error', details: debugMessage }
}

/** A wallet provider that Latch cannot use; each is shown once per page. */
export function unsupportedProvider(name: string): Notice {
  return {
    id: `UNSUPPORTED_PROVIDER:${name}`,
    variant: 'warning',
    message: `${name} is not supported`,
    params: { name },
  }
}

import {
  type FrameError,
  type FrameEventMessage,
  type FrameEventType,
  type FrameRequestMessage,
  type FrameRequestType,
  type FrameResponseMessage,
  PROTOCOL,
} from './messages'

type Json = Record<string, unknown>

const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value)
const isString = (value: unknown, max = 2_000): value is string =>
  typeof value === 'string' && value.length > 0 && value.length <= max
const isOptional = (value: unknown, check: (value: unknown) => boolean) => value === undefined || check(value)

/** Request ids: what {@link createRequestId} makes; anything else (objects, huge strings) is refused. */
const REQUEST_ID = /^[\w-]{8,64}$/
const CAIP2 = /^[-a-z0-9]{3,8}:[-_a-zA-Z0-9]{1,32}$/
const EMAIL = /^[^\s@<>()[\]\\,;:"]{1,64}@[^\s@<>()[\]\\,;:"]{1,255}\.[^\s@<>()[\]\\,;:"]{2,63}$/
const OTP = /^\d{6}$/

/** A fresh, unguessable request id. */
export function createRequestId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(12))
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('')
}

/** The e-mail forms the frame accepts (one @, a dot in the domain, no spaces or brackets). */
export function isEmail(value: unknown): value is string {
  return typeof value === 'string' && value.length <= 320 && EMAIL.test(value)
}

export const isCaip2 = (value: unknown): value is `${string}:${string}` =>
  typeof value === 'string' && CAIP2.test(value)

const isUrl = (value: unknown): boolean => {
  try {
    return isString(value) && /^https?:$/.test(new URL(value).protocol)
  } catch {
    return false
  }
}

/** A social login's id (the host makes it at the click) and a provider name, as apps/server takes them. */
const SOCIAL_ATTEMPT = /^[\w-]{22,64}$/
const SOCIAL_PROVIDER = /^[a-z][a-z0-9]{0,31}$/
const isAttempt = (p: Json) => typeof p.attempt === 'string' && SOCIAL_ATTEMPT.test(p.attempt)

const PAYLOAD_CHECKS: { [T in FrameRequestType]: (payload: Json) => boolean } = {
  Init: (p) =>
    Array.isArray(p.networks) &&
    p.networks.length <= 64 &&
    p.networks.every(
      (n) =>
        isObject(n) &&
        isCaip2(n.chainId) &&
        isUrl(n.rpcUrl) &&
        isOptional(n.smartAccountDelegate, (v) => typeof v === 'string' && /^0x[0-9a-fA-F]{40}$/.test(v)) &&
        isOptional(n.bundlerUrl, isUrl) &&
        isOptional(n.paymasterUrl, isUrl),
    ),
  ConnectEmail: (p) => isEmail(p.email),
  ConnectOtp: (p) => typeof p.code === 'string' && OTP.test(p.code),
  ConnectSocial: (p) => isAttempt(p) && typeof p.provider === 'string' && SOCIAL_PROVIDER.test(p.provider),
  CancelSocialLogin: isAttempt,
  StartFarcaster: isAttempt,
  ConnectFarcaster: isAttempt,
  AddPasskey: () => true,
  ExportWallet: () => true,
  DeleteWallet: () => true,
  ConnectPasskey: () => true,
  GetUser: () => true,
  SignOut: (p) => isOptional(p.forgetDevice, (v) => typeof v === 'boolean'),
  RpcRequest: (p) => isCaip2(p.chainId) && isString(p.method, 100),
  UpdateEmail: (p) => isEmail(p.email),
  UpdateEmailOtp: (p) => typeof p.code === 'string' && OTP.test(p.code),
  CaptureEmail: (p) => isEmail(p.email),
  CaptureEmailOtp: (p) =>
    isEmail(p.email) && typeof p.code === 'string' && OTP.test(p.code) && isString(p.address, 200),
  SwitchNetwork: (p) => isCaip2(p.chainId),
  SetAccountType: (p) =>
    isCaip2(p.chainId) &&
    String(p.chainId).startsWith('eip155:') &&
    (p.type === 'eoa' || p.type === 'smartAccount'),
  SyncTheme: (p) =>
    (p.themeMode === 'light' || p.themeMode === 'dark') &&
    isOptional(
      p.themeVariables,
      (v) => isObject(v) && Object.values(v).every((entry) => isString(entry, 200)),
    ),
}

const EVENT_CHECKS: { [E in FrameEventType]: (payload: Json) => boolean } = {
  Ready: () => true,
  ShowFrame: (p) => /^(approve|recoveryKit|recover|passkey|export|delete)$/.test(String(p.reason)),
  HideFrame: () => true,
  AccountsChanged: (p) => p.user === null || isUser(p.user),
}

function isUser(value: unknown): boolean {
  return (
    isObject(value) &&
    isString(value.id, 200) &&
    isEmail(value.email) &&
    isObject(value.accounts) &&
    isString(value.accounts.eip155, 100) &&
    isString(value.accounts.solana, 100)
  )
}

const hasOwn = (object: object, key: string) => Object.hasOwn(object, key)

/** The request the frame got, or undefined when it is not a well-formed Latch request (then it is ignored). */
export function parseRequest(data: unknown): FrameRequestMessage | undefined {
  if (!isObject(data) || data.latch !== PROTOCOL) return undefined
  if (typeof data.id !== 'string' || !REQUEST_ID.test(data.id)) return undefined
  if (typeof data.type !== 'string' || !hasOwn(PAYLOAD_CHECKS, data.type)) return undefined
  const payload = data.payload ?? {}
  if (!isObject(payload)) return undefined
  if (!PAYLOAD_CHECKS[data.type as FrameRequestType](payload)) return undefined
  return { latch: PROTOCOL, id: data.id, type: data.type as FrameRequestType, payload } as FrameRequestMessage
}

const isFrameError = (value: unknown): value is FrameError =>
  isObject(value) &&
  (typeof value.code === 'number' || isString(value.code, 64)) &&
  typeof value.message === 'string' &&
  value.message.length <= 2_000

/** A response or an event from the frame, or undefined when it is neither (then it is ignored). */
export function parseFrameMessage(
  data: unknown,
):
  | { kind: 'response'; message: FrameResponseMessage }
  | { kind: 'event'; message: FrameEventMessage }
  | undefined {
  if (!isObject(data) || data.latch !== PROTOCOL) return undefined
  if (typeof data.event === 'string') {
    if (!hasOwn(EVENT_CHECKS, data.event)) return undefined
    const payload = data.payload ?? {}
    if (!isObject(payload) || !EVENT_CHECKS[data.event as FrameEventType](payload)) return undefined
    return {
      kind: 'event',
      message: { latch: PROTOCOL, event: data.event as FrameEventType, payload } as FrameEventMessage,
    }
  }
  if (typeof data.id !== 'string' || !REQUEST_ID.test(data.id)) return undefined
  if (data.ok === true)
    return { kind: 'response', message: { latch: PROTOCOL, id: data.id, ok: true, result: data.result } }
  if (data.ok === false && isFrameError(data.error))
    return {
      kind: 'response',
      message: {
        latch: PROTOCOL,
        id: data.id,
        ok: false,
        error: { code: data.error.code, message: data.error.message },
      },
    }
  return undefined
}

/**
 * Whether a `message` event comes from the peer we talk to: its exact origin (never a wildcard) and the very window
 * (a frame of the same origin elsewhere on the page, or an opener, is not the peer).
 */
export function isFromPeer(
  event: Pick<MessageEvent, 'origin' | 'source'>,
  peer: { origin: string; window: MessageEventSource | null | undefined },
): boolean {
  return (
    peer.origin !== '*' && event.origin === peer.origin && peer.window != null && event.source === peer.window
  )
}

import type { SignInMessage } from '../adapter/types'
import { InvalidSignInMessageError } from '../errors/catalogue'

// The character classes of the EIP-4361 ABNF (RFC 3986 terms), which CAIP-122 reuses.
const UNRESERVED = 'A-Za-z0-9\\-._~'
const SUB_DELIMS = "!$&'()*+,;="
const GEN_DELIMS = ':/?#\\[\\]@'
/** statement = *( reserved / unreserved / " " ): printable ASCII only, no line break, no quote, no percent. */
const STATEMENT = new RegExp(`^[${UNRESERVED}${GEN_DELIMS}${SUB_DELIMS} ]*$`)
/** request-id = *pchar */
const REQUEST_ID = new RegExp(`^[${UNRESERVED}${SUB_DELIMS}:@%]*$`)
/** The characters an RFC 3986 URI may hold at all. */
const URI_CHARACTERS = new RegExp(`^[${UNRESERVED}${GEN_DELIMS}${SUB_DELIMS}%]+$`)
const SCHEME = /^[A-Za-z][A-Za-z0-9+.-]*:/
/** nonce = 8*( ALPHA / DIGIT ) */
const NONCE = /^[A-Za-z0-9]{8,}$/
/** RFC 3339 date-time. */
const DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/
/** CAIP-2: namespace ":" reference. */
const CHAIN_ID = /^[-a-z0-9]{3,8}:[-_a-zA-Z0-9]{1,32}$/
/** An account address: a single token of visible ASCII (CAIP-10 account_address characters, plus the CAIP-10 colons). */
const ADDRESS = /^[-.%a-zA-Z0-9:]{1,128}$/

/** True when `value` is an RFC 3986 URI with a scheme (no whitespace, no line break, nothing outside the URI set). */
export function isSignInUri(value: unknown): value is string {
  if (typeof value !== 'string' || !URI_CHARACTERS.test(value) || !SCHEME.test(value)) return false
  return URL.canParse(value)
}

/**
 * True when `value` is an RFC 3986 authority without user info: a host name or IP, with an optional port. A path,
 * query, fragment, whitespace or line break makes it something else.
 */
export function isSignInDomain(value: unknown): value is string {
  if (typeof value !== 'string' || value.length === 0 || !URI_CHARACTERS.test(value)) return false
  if (/[/?#@\\]/.test(value)) return false
  if (!URL.canParse(`https://${value}`)) return false
  const url = new URL(`https://${value}`)
  return url.hostname.length > 0 && url.host === value.toLowerCase()
}

function isDateTime(value: string): boolean {
  return DATE_TIME.test(value) && !Number.isNaN(Date.parse(value))
}

/**
 * Refuses, with `InvalidSignInMessageError` naming the field, any field whose content the EIP-4361 / CAIP-122 grammar
 * does not allow there: a line break or a forbidden character would let one field write another (a second URI, a
 * fake nonce). Runs before anything is formatted or signed, in every formatter.
 */
export function assertSignInMessageFields(message: SignInMessage): void {
  const refuse = (field: string): never => {
    throw new InvalidSignInMessageError(field)
  }
  if (!isSignInDomain(message.domain)) refuse('domain')
  if (typeof message.accountAddress !== 'string' || !ADDRESS.test(message.accountAddress))
    refuse('accountAddress')
  if (typeof message.chainId !== 'string' || !CHAIN_ID.test(message.chainId)) refuse('chainId')
  if (!isSignInUri(message.uri)) refuse('uri')
  if (message.version !== '1') refuse('version')
  if (typeof message.nonce !== 'string' || !NONCE.test(message.nonce)) refuse('nonce')
  if (typeof message.issuedAt !== 'string' || !isDateTime(message.issuedAt)) refuse('issuedAt')
  if (
    message.statement !== undefined &&
    (typeof message.statement !== 'string' || !STATEMENT.test(message.statement))
  )
    refuse('statement')
  for (const field of ['expirationTime', 'notBefore'] as const) {
    const value = message[field]
    if (value !== undefined && (typeof value !== 'string' || !isDateTime(value))) refuse(field)
  }
  if (
    message.requestId !== undefined &&
    (typeof message.requestId !== 'string' || !REQUEST_ID.test(message.requestId))
  )
    refuse('requestId')
  if (message.resources !== undefined) {
    if (!Array.isArray(message.resources) || !message.resources.every(isSignInUri)) refuse('resources')
  }
}

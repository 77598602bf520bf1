import { LatchError, type LatchErrorParameters } from '@latch/core'

/** The signed text is not an EIP-4361 / CAIP-122 sign-in message (a line too many, a field out of place). */
export class MalformedSignInMessageError extends LatchError {
  override readonly name = 'MalformedSignInMessageError'
  static readonly code = 'SIWX_MALFORMED_MESSAGE'
  readonly code = MalformedSignInMessageError.code
  constructor(parameters?: LatchErrorParameters) {
    super('The signed text is not a sign-in message', parameters)
  }
}

/** The fields sent with the message differ from the signed text: one of them was altered. */
export class MessageFieldsAlteredError extends LatchError {
  override readonly name = 'MessageFieldsAlteredError'
  static readonly code = 'SIWX_FIELDS_ALTERED'
  readonly code = MessageFieldsAlteredError.code
  constructor(parameters?: LatchErrorParameters) {
    super('The sign-in fields do not match the signed message', parameters)
  }
}

/** The message names another site than this server's domain. */
export class DomainMismatchError extends LatchError {
  override readonly name = 'DomainMismatchError'
  static readonly code = 'SIWX_DOMAIN_MISMATCH'
  readonly code = DomainMismatchError.code
  constructor(parameters?: LatchErrorParameters) {
    super('The sign-in message is for another domain', parameters)
  }
}

/** The message's URI is not on this server's origin. */
export class UriMismatchError extends LatchError {
  override readonly name = 'UriMismatchError'
  static readonly code = 'SIWX_URI_MISMATCH'
  readonly code = UriMismatchError.code
  constructor(parameters?: LatchErrorParameters) {
    super('The sign-in message is for another URI', parameters)
  }
}

/** The message's chain is not one this server accepts. */
export class ChainNotAllowedError extends LatchError {
  override readonly name = 'ChainNotAllowedError'
  static readonly code = 'SIWX_CHAIN_NOT_ALLOWED'
  readonly code = ChainNotAllowedError.code
  constructor(parameters?: LatchErrorParameters) {
    super('The sign-in message is for a chain this server does not accept', parameters)
  }
}

/** The message's expirationTime has passed (beyond the clock-skew allowance). */
export class MessageExpiredError extends LatchError {
  override readonly name = 'MessageExpiredError'
  static readonly code = 'SIWX_MESSAGE_EXPIRED'
  readonly code = MessageExpiredError.code
  constructor(parameters?: LatchErrorParameters) {
    super('The sign-in message has expired', parameters)
  }
}

/** The message's notBefore (or issuedAt) is still in the future (beyond the clock-skew allowance). */
export class MessageNotYetValidError extends LatchError {
  override readonly name = 'MessageNotYetValidError'
  static readonly code = 'SIWX_MESSAGE_NOT_YET_VALID'
  readonly code = MessageNotYetValidError.code
  constructor(parameters?: LatchErrorParameters) {
    super('The sign-in message is not valid yet', parameters)
  }
}

/** The signature was not made by the message's account (another key, or a tampered text). */
export class SignatureMismatchError extends LatchError {
  override readonly name = 'SignatureMismatchError'
  static readonly code = 'SIWX_SIGNATURE_MISMATCH'
  readonly code = SignatureMismatchError.code
  constructor(parameters?: LatchErrorParameters) {
    super("The signature is not the account's", parameters)
  }
}

/** The nonce was issued and already used: the message is a replay. */
export class NonceReplayedError extends LatchError {
  override readonly name = 'NonceReplayedError'
  static readonly code = 'SIWX_NONCE_REPLAYED'
  readonly code = NonceReplayedError.code
  constructor(parameters?: LatchErrorParameters) {
    super('The sign-in nonce was already used', parameters)
  }
}

/** The nonce was never issued by this server, or it expired before use. */
export class NonceUnknownError extends LatchError {
  override readonly name = 'NonceUnknownError'
  static readonly code = 'SIWX_NONCE_UNKNOWN'
  readonly code = NonceUnknownError.code
  constructor(parameters?: LatchErrorParameters) {
    super('The sign-in nonce was not issued here or has expired', parameters)
  }
}

/** No signature verifier was given for the message's namespace. */
export class UnsupportedNamespaceError extends LatchError {
  override readonly name = 'UnsupportedNamespaceError'
  static readonly code = 'SIWX_UNSUPPORTED_NAMESPACE'
  readonly code = UnsupportedNamespaceError.code
  constructor(parameters?: LatchErrorParameters) {
    super('No signature verifier for this namespace', parameters)
  }
}

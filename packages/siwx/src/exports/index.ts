// Public API of @latch/siwx: the server side of Sign-In with X. Plain Node (or any runtime with Web Crypto); no
// React, no browser globals. Names are listed explicitly; a test snapshots them.
export { InvalidSignInMessageError } from '@latch/core'
export { checkBinding } from '../checks/checkBinding'
export { checkTimes } from '../checks/checkTimes'
export { createNonce } from '../createNonce'
export type {
  SignatureVerifier,
  SiwxVerifier,
  SiwxVerifierOptions,
  SiwxVerifyInput,
} from '../createSiwxVerifier'
export { createSiwxVerifier, normalizeAddress } from '../createSiwxVerifier'
export {
  ChainNotAllowedError,
  DomainMismatchError,
  MalformedSignInMessageError,
  MessageExpiredError,
  MessageFieldsAlteredError,
  MessageNotYetValidError,
  NonceReplayedError,
  NonceUnknownError,
  SignatureMismatchError,
  UnsupportedNamespaceError,
  UriMismatchError,
} from '../errors'
export { parseSignInMessage } from '../message/parseSignInMessage'
export { createMemorySiwxStore } from '../store/createMemorySiwxStore'
export {
  createPostgresSiwxStore,
  ensureSiwxTables,
  SIWX_POSTGRES_SCHEMA,
  type SqlQueryable,
} from '../store/createPostgresSiwxStore'
export type { NonceUse, SiwxServerSession, SiwxStore } from '../store/types'

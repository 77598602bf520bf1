import type { ChainNamespace } from '../caip/namespaces'
import { InvalidSignatureError, InvalidTransactionHashError } from '../errors/catalogue'
import { assertSignedMessage, assertTransactionHash } from './validators'

/**
 * What a wallet returned for a transfer, checked before anything stores or shows it (spec §5): an eip155 hash is
 * `0x` and 64 hex characters; the other namespaces write theirs in base58, base64 or hex, so there it is one token of
 * printable ASCII of at most 256 characters. Else 'Invalid transaction hash' (`InvalidTransactionHashError`).
 */
export function checkTransactionHash(namespace: ChainNamespace, value: unknown): string {
  if (namespace === 'eip155') assertTransactionHash(value)
  else if (!isOpaqueToken(value, 256)) throw new InvalidTransactionHashError({ details: describe(value) })
  return value as string
}

/**
 * A signature a wallet returned, checked before it is handed on (spec §5): eip155 is `0x` and at least 62 hex
 * characters; elsewhere one printable token of at most 4,096 characters (a Sui zkLogin signature in base64 runs to about 2,000).
 * Else 'Invalid signed message' (`InvalidSignatureError`).
 */
export function checkSignature(namespace: ChainNamespace, value: unknown): string {
  if (namespace === 'eip155') assertSignedMessage(value)
  else if (!isOpaqueToken(value, 4096)) throw new InvalidSignatureError({ details: describe(value) })
  return value as string
}

function isOpaqueToken(value: unknown, maxLength: number): value is string {
  return typeof value === 'string' && value.length <= maxLength && /^[\x21-\x7e]+$/.test(value)
}

// Enough of the bad value to recognise it in a log, never a whole payload.
function describe(value: unknown): string {
  return typeof value === 'string' ? value.slice(0, 80) : typeof value
}

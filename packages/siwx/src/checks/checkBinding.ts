import type { SignInMessage } from '@latch/core'
import { DomainMismatchError, UriMismatchError } from '../errors'

function originOf(uri: string): string | undefined {
  try {
    const origin = new URL(uri).origin
    return origin === 'null' ? undefined : origin
  } catch {
    return undefined
  }
}

/**
 * The message is for this server: its domain is `domain` (case-insensitive, port included) and its URI is on the
 * origin of `uri`. This is what stops a signature collected on another site from signing in here.
 */
export function checkBinding(fields: SignInMessage, expected: { domain: string; uri: string }): void {
  if (fields.domain.toLowerCase() !== expected.domain.toLowerCase())
    throw new DomainMismatchError({ details: fields.domain })
  const origin = originOf(fields.uri)
  if (origin === undefined || origin !== originOf(expected.uri))
    throw new UriMismatchError({ details: fields.uri })
}

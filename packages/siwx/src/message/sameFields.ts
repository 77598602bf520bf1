import type { SignInMessage } from '@latch/core'

function plainAddress(address: string): string {
  return address.split(':').at(-1) ?? ''
}

function sameAddress(chainId: string, left: string, right: string): boolean {
  const [a, b] = [plainAddress(left), plainAddress(right)]
  // eip155 (EIP-55 checksum) and sui (hex) addresses differ only in case; the others are case-sensitive.
  const caseless = chainId.startsWith('eip155:') || chainId.startsWith('sui:')
  return caseless ? a.toLowerCase() === b.toLowerCase() : a === b
}

function sameTime(left: string | undefined, right: string | undefined): boolean {
  if (left === undefined || right === undefined) return left === right
  return Date.parse(left) === Date.parse(right)
}

/** The name of the first field where the claimed fields differ from the signed ones, or undefined when none does. */
export function firstAlteredField(signed: SignInMessage, claimed: SignInMessage): string | undefined {
  if (signed.chainId !== claimed.chainId) return 'chainId'
  if (!sameAddress(signed.chainId, signed.accountAddress, claimed.accountAddress)) return 'accountAddress'
  for (const field of ['domain', 'uri', 'version', 'nonce', 'requestId'] as const)
    if (signed[field] !== claimed[field]) return field
  if ((signed.statement || undefined) !== (claimed.statement || undefined)) return 'statement'
  for (const field of ['issuedAt', 'expirationTime', 'notBefore'] as const)
    if (!sameTime(signed[field], claimed[field])) return field
  if ((signed.resources ?? []).join('\n') !== (claimed.resources ?? []).join('\n')) return 'resources'
  return undefined
}

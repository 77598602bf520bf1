import type { SignInMessage } from '../adapter/types'
import { assertSignInMessageFields } from './signInMessageFields'

const ACCOUNT_LABELS: Record<string, string> = {
  eip155: 'Ethereum',
  solana: 'Solana',
  polkadot: 'Polkadot',
  bip122: 'Bitcoin',
  cosmos: 'Cosmos',
  sui: 'Sui',
  stacks: 'Stacks',
}

/**
 * The plain-text sign-in message: EIP-4361 for eip155 (its Chain ID is the numeric reference), CAIP-122 for every
 * other namespace (its Chain ID is the CAIP-2 id). Optional lines appear only when their field is set. A field the
 * grammar does not allow is refused with `InvalidSignInMessageError` before anything is formatted.
 */
export function formatSignInMessage(message: SignInMessage): string {
  assertSignInMessageFields(message)
  const [namespace = '', reference = ''] = message.chainId.split(':')
  const label = ACCOUNT_LABELS[namespace] ?? namespace
  const lines = [
    `${message.domain} wants you to sign in with your ${label} account:`,
    message.accountAddress,
    '',
  ]
  // EIP-4361 ABNF: address LF LF [ statement LF ] LF, so its blank line before "URI:" is there with or without one.
  if (namespace === 'eip155' && !message.statement) lines.push('')
  if (message.statement) lines.push(message.statement, '')
  lines.push(
    `URI: ${message.uri}`,
    `Version: ${message.version}`,
    `Chain ID: ${namespace === 'eip155' ? reference : message.chainId}`,
    `Nonce: ${message.nonce}`,
    `Issued At: ${message.issuedAt}`,
  )
  if (message.expirationTime) lines.push(`Expiration Time: ${message.expirationTime}`)
  if (message.notBefore) lines.push(`Not Before: ${message.notBefore}`)
  if (message.requestId) lines.push(`Request ID: ${message.requestId}`)
  if (message.resources?.length)
    lines.push('Resources:', ...message.resources.map((resource) => `- ${resource}`))
  return lines.join('\n')
}

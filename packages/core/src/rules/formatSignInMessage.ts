import type { SignInMessage } from '../adapter/types'

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
 * The CAIP-122 plain-text sign-in message, for adapters that have no namespace-specific formatter.
 * Optional lines appear only when their field is set.
 */
export function formatSignInMessage(message: SignInMessage): string {
  const namespace = message.chainId.split(':')[0] ?? ''
  const label = ACCOUNT_LABELS[namespace] ?? namespace
  const lines = [
    `${message.domain} wants you to sign in with your ${label} account:`,
    message.accountAddress,
    '',
  ]
  if (message.statement) lines.push(message.statement, '')
  lines.push(
    `URI: ${message.uri}`,
    `Version: ${message.version}`,
    `Chain ID: ${message.chainId}`,
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

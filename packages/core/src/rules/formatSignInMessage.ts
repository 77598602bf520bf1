import type { SignInMessage } from '../adapter/types'
import { isCaipAddress, parseCaipAddress } from '../caip/parseCaipAddress'
import type { CaipNetworkId } from '../caip/types'
import { InvalidAddressError } from '../errors/classes/InvalidAddressError'
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

/** How an adapter's formatter checks the message's account before anything is formatted. */
export interface SignInAccountCheck {
  /** True when `address` (plain) is an account of the namespace, on `networkId` (the message's `chainId`). */
  isAddress(address: string, networkId: CaipNetworkId): boolean
  /** The form the message shows a valid address in (Sui: lowercase); as given by default. */
  normalize?(address: string): string
}

/**
 * The plain-text sign-in message: EIP-4361 for eip155 (its Chain ID is the numeric reference), CAIP-122 for every
 * other namespace (its Chain ID is the CAIP-2 id). Optional lines appear only when their field is set. A field the
 * grammar does not allow is refused with `InvalidSignInMessageError` before anything is formatted. With `account`
 * (an adapter's formatter), a CAIP-10 account is reduced to its plain address, which must pass `isAddress`
 * (`InvalidAddressError` otherwise) and is shown as `normalize` gives it.
 */
export function formatSignInMessage(message: SignInMessage, account?: SignInAccountCheck): string {
  if (account) message = { ...message, accountAddress: checkedAccount(message, account) }
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

function checkedAccount(message: SignInMessage, check: SignInAccountCheck): string {
  const given = message.accountAddress
  const address = isCaipAddress(given) ? parseCaipAddress(given).address : given
  if (!check.isAddress(address, message.chainId)) throw new InvalidAddressError({ details: given })
  return check.normalize ? check.normalize(address) : address
}

import type { SignInMessage } from '../../adapter/types'
import { createNonce } from './createNonce'
import { pageOrigin } from './pageOrigin'

/**
 * The fields every sign-in message shares: the account, the page's own domain and URI (never from input), version 1,
 * a nonce (a fresh random one unless given) and the time of issue.
 */
export function pageBoundMessage(input: {
  accountAddress: string
  chainId: string
  issuedAt: number
  nonce?: string
}): SignInMessage {
  const page = pageOrigin() ?? { domain: 'localhost', uri: 'http://localhost' }
  return {
    accountAddress: input.accountAddress,
    chainId: input.chainId as SignInMessage['chainId'],
    domain: page.domain,
    uri: page.uri,
    version: '1',
    nonce: input.nonce || createNonce(),
    issuedAt: new Date(input.issuedAt).toISOString(),
  }
}

import type { SignInMessage } from '../adapter/types'
import type { CaipNetworkId } from '../caip/types'

/** A sign-in message for `accountAddress` (plain or CAIP-10) on `chainId`, every required field set. */
export function signInSample(accountAddress: string, chainId: CaipNetworkId): SignInMessage {
  return {
    domain: 'app.example',
    uri: 'https://app.example/login',
    version: '1',
    nonce: 'abcdefgh12',
    issuedAt: '2026-01-01T00:00:00.000Z',
    accountAddress,
    chainId,
  }
}

import {
  formatSignInMessage,
  InvalidAddressError,
  isCaipAddress,
  parseCaipAddress,
  type SignInMessage,
} from '@latch/core'
import { isSolanaAddress } from '../address/isSolanaAddress'

/**
 * The CAIP-122 / Sign-In With Solana text: "<domain> wants you to sign in with your Solana account:", the plain
 * base58 address (a CAIP-10 account is reduced to it), then statement, URI, Version, Chain ID, Nonce and
 * Issued At, and the optional lines only when set. Throws `InvalidAddressError` for a non-Solana address.
 */
export function formatSolanaSignInMessage(message: SignInMessage): string {
  const address = isCaipAddress(message.accountAddress)
    ? parseCaipAddress(message.accountAddress).address
    : message.accountAddress
  if (!isSolanaAddress(address)) throw new InvalidAddressError({ details: message.accountAddress })
  return formatSignInMessage({ ...message, accountAddress: address })
}

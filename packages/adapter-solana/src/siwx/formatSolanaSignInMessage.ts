import { formatSignInMessage, type SignInMessage } from '@latch/core'
import { isSolanaAddress } from '../address/isSolanaAddress'

/**
 * The CAIP-122 / Sign-In With Solana text: "<domain> wants you to sign in with your Solana account:", the plain
 * base58 address (a CAIP-10 account is reduced to it), then statement, URI, Version, Chain ID, Nonce and
 * Issued At, and the optional lines only when set. Throws `InvalidAddressError` for a non-Solana address.
 */
export function formatSolanaSignInMessage(message: SignInMessage): string {
  return formatSignInMessage(message, { isAddress: isSolanaAddress })
}

import { formatSignInMessage, type SignInMessage } from '@latch/core'
import { isSuiAddress } from '../address/isSuiAddress'

/**
 * The CAIP-122 sign-in text for Sui: "<domain> wants you to sign in with your Sui account:", the plain address
 * in lowercase (a CAIP-10 account is reduced to it), then statement, URI, Version, Chain ID, Nonce, Issued At and
 * the optional lines when set. Throws `InvalidAddressError` for anything but a full `0x` + 64 hex address.
 */
export function formatSuiSignInMessage(message: SignInMessage): string {
  return formatSignInMessage(message, {
    isAddress: isSuiAddress,
    normalize: (address) => address.toLowerCase(),
  })
}

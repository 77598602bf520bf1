import { formatSignInMessage, type SignInMessage } from '@latch/core'
import { isStacksAddress } from '../address/isStacksAddress'

/**
 * The CAIP-122 sign-in text for a Stacks account: "<domain> wants you to sign in with your Stacks account:",
 * the plain address (a CAIP-10 account is reduced to it), then the CAIP-122 fields. The address must be of the
 * message's Stacks network (SP / SM on `stacks:1`, ST / SN on `stacks:2147483648`), else `InvalidAddressError`.
 */
export function formatStacksSignInMessage(message: SignInMessage): string {
  return formatSignInMessage(message, { isAddress: isStacksAddress })
}

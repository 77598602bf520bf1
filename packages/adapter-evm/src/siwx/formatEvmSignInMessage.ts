import {
  assertSignInMessageFields,
  InvalidAddressError,
  parseCaipNetworkId,
  type SignInMessage,
  toLatchError,
} from '@latch/core'
import { getAddress, isAddress } from 'viem'
import { createSiweMessage } from 'viem/siwe'

/**
 * Formats Latch's sign-in fields as an EIP-4361 message with viem's `createSiweMessage`. The account may be
 * plain or CAIP-10; the CAIP-2 chain id becomes its numeric reference. A field the EIP-4361 grammar does not allow
 * is refused with `InvalidSignInMessageError` first (viem checks only some of them).
 */
export function formatEvmSignInMessage(message: SignInMessage): string {
  assertSignInMessageFields(message)
  const plain = message.accountAddress.split(':').at(-1) ?? ''
  if (!isAddress(plain, { strict: true })) throw new InvalidAddressError({ details: message.accountAddress })
  const chainId = Number(parseCaipNetworkId(message.chainId).reference)
  try {
    return createSiweMessage({
      address: getAddress(plain),
      chainId,
      domain: message.domain,
      uri: message.uri,
      version: message.version as '1',
      nonce: message.nonce,
      issuedAt: new Date(message.issuedAt),
      ...(message.statement ? { statement: message.statement } : {}),
      ...(message.expirationTime ? { expirationTime: new Date(message.expirationTime) } : {}),
      ...(message.notBefore ? { notBefore: new Date(message.notBefore) } : {}),
      ...(message.requestId ? { requestId: message.requestId } : {}),
      ...(message.resources ? { resources: message.resources } : {}),
    })
  } catch (error) {
    throw toLatchError(error)
  }
}

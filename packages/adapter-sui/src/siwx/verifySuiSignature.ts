import { isCaipAddress, parseCaipAddress } from '@latch/core'
import { parseSerializedSignature } from '@mysten/sui/cryptography'
import { verifyPersonalMessageSignature } from '@mysten/sui/verify'
import { normalizeWalletAddress } from '../address/normalizeWalletAddress'

/**
 * Checks a Sui personal-message signature (the base64 serialized signature `sui:signPersonalMessage` returns:
 * scheme flag, signature, public key) over the UTF-8 bytes of `message`, with @mysten/sui's
 * `verifyPersonalMessageSignature`, and that the signing key is the one of `address` (CAIP-10 or plain).
 * False for any malformed input, never a throw. zkLogin signatures are false here: checking one needs a Sui
 * GraphQL endpoint, and this check makes no network call.
 */
export async function verifySuiSignature(input: {
  message: string
  signature: string
  address: string
}): Promise<boolean> {
  if (typeof input.message !== 'string' || typeof input.signature !== 'string') return false
  const plain = isCaipAddress(input.address) ? parseCaipAddress(input.address).address : input.address
  const address = normalizeWalletAddress(plain)
  if (!address) return false
  try {
    if (parseSerializedSignature(input.signature).signatureScheme === 'ZkLogin') return false
    await verifyPersonalMessageSignature(new TextEncoder().encode(input.message), input.signature, {
      address,
    })
    return true
  } catch {
    return false
  }
}

import { isCaipAddress, parseCaipAddress } from '@latch/core'
import bs58 from 'bs58'
import nacl from 'tweetnacl'
import { decodeSolanaAddress } from '../address/isSolanaAddress'

function decodeSignature(signature: string): Uint8Array | undefined {
  try {
    const bytes = bs58.decode(signature)
    return bytes.length === nacl.sign.signatureLength ? bytes : undefined
  } catch {
    return undefined
  }
}

/**
 * Checks an ed25519 signature (base58, 64 bytes) over the UTF-8 bytes of `message` against the account's
 * public key. `address` is CAIP-10 or plain base58. False for any malformed input, never a throw.
 */
export function verifySolanaSignature(input: {
  message: string
  signature: string
  address: string
}): boolean {
  const plain = isCaipAddress(input.address) ? parseCaipAddress(input.address).address : input.address
  const publicKey = decodeSolanaAddress(plain)
  const signature = typeof input.signature === 'string' ? decodeSignature(input.signature) : undefined
  if (!publicKey || !signature || typeof input.message !== 'string') return false
  return nacl.sign.detached.verify(new TextEncoder().encode(input.message), signature, publicKey)
}

import { isCaipAddress, parseCaipAddress } from '@latch/core'
import { getPublicKeyFromAddress, type SignatureBytes, verifySignature } from '@solana/kit'
import bs58 from 'bs58'
import { decodeSolanaAddress } from '../address/isSolanaAddress'

const SIGNATURE_BYTES = 64

function decodeSignature(signature: unknown): Uint8Array | undefined {
  if (typeof signature !== 'string') return undefined
  try {
    const bytes = bs58.decode(signature)
    return bytes.length === SIGNATURE_BYTES ? bytes : undefined
  } catch {
    return undefined
  }
}

/**
 * Checks an ed25519 signature (base58, 64 bytes) over the UTF-8 bytes of `message` against the account's
 * public key, with the platform's WebCrypto through @solana/kit (Node 20+, current browsers). `address` is
 * CAIP-10 or plain base58. Resolves false for any malformed input, never rejects.
 */
export async function verifySolanaSignature(input: {
  message: string
  signature: string
  address: string
}): Promise<boolean> {
  const plain = isCaipAddress(input.address) ? parseCaipAddress(input.address).address : input.address
  const signature = decodeSignature(input.signature)
  if (!decodeSolanaAddress(plain) || !signature || typeof input.message !== 'string') return false
  try {
    const key = await getPublicKeyFromAddress(plain as Parameters<typeof getPublicKeyFromAddress>[0])
    return await verifySignature(key, signature as SignatureBytes, new TextEncoder().encode(input.message))
  } catch {
    return false
  }
}

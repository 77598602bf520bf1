import { base58 } from '@scure/base'

// Multicodec prefix of an ed25519 public key (0xed as an unsigned varint), and multibase's base58btc prefix.
const ED25519_MULTICODEC = [0xed, 0x01]
const DID_KEY_PREFIX = 'did:key:z'

/** The ed25519 public key of a `did:key` issuer, as the WalletConnect relay auth spec encodes it. */
export function ed25519KeyFromDidKey(did: string): Uint8Array {
  if (!did.startsWith(DID_KEY_PREFIX)) throw new Error('Issuer is not a base58btc did:key')
  const bytes = base58.decode(did.slice(DID_KEY_PREFIX.length))
  if (bytes.length !== 34 || bytes[0] !== ED25519_MULTICODEC[0] || bytes[1] !== ED25519_MULTICODEC[1])
    throw new Error('Issuer is not an ed25519 did:key')
  return bytes.slice(2)
}

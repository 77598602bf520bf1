import { blake2b } from '@noble/hashes/blake2b'
import { base58 } from '@scure/base'

const SS58_PRE = new TextEncoder().encode('SS58PRE')

/** Base58 (Bitcoin alphabet, @scure/base) to bytes, or null for a character outside the alphabet. */
function base58Decode(text: string): Uint8Array | null {
  try {
    return base58.decode(text)
  } catch {
    return null
  }
}

/** The SS58 prefix and account id of an address, or null when it is not a valid SS58 account address. */
export function decodeSs58(address: string): { prefix: number; accountId: Uint8Array } | null {
  if (typeof address !== 'string' || address.length < 40 || address.length > 52) return null
  const bytes = base58Decode(address)
  if (!bytes) return null
  const first = bytes[0] ?? 0
  // Prefixes 64..16383 take two bytes; the top bit is reserved.
  if (first & 0b1000_0000) return null
  const prefixLength = first & 0b0100_0000 ? 2 : 1
  const second = bytes[1] ?? 0
  const prefix = prefixLength === 1 ? first : ((first & 0x3f) << 2) | (second >> 6) | ((second & 0x3f) << 8)
  const keyLength = bytes.length - prefixLength - 2
  // Account ids: 32 bytes (sr25519, ed25519, hashed ecdsa) or a 33-byte compressed ecdsa key.
  if (keyLength !== 32 && keyLength !== 33) return null
  const body = bytes.subarray(0, bytes.length - 2)
  const hash = blake2b(new Uint8Array([...SS58_PRE, ...body]), { dkLen: 64 })
  if (hash[0] !== bytes[bytes.length - 2] || hash[1] !== bytes[bytes.length - 1]) return null
  return { prefix, accountId: bytes.slice(prefixLength, prefixLength + keyLength) }
}

/**
 * True when `address` is an SS58 account address with a valid checksum; with `ss58Prefix`, also encoded for that
 * network. Light on purpose (@scure/base's base58 and noble's blake2b only): it loads with the page, unlike @polkadot/util-crypto.
 */
export function isPolkadotAddress(address: string, ss58Prefix?: number): boolean {
  const decoded = decodeSs58(address)
  return decoded !== null && (ss58Prefix === undefined || decoded.prefix === ss58Prefix)
}

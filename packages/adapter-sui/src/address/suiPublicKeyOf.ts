import type { PublicKey, SignatureScheme } from '@mysten/sui/cryptography'
import { SIGNATURE_FLAG_TO_SCHEME } from '@mysten/sui/cryptography'
import { publicKeyFromRawBytes } from '@mysten/sui/verify'

/** What a wallet's public key bytes say about its account's address. */
export type KeyMatch =
  | { kind: 'owner'; key: PublicKey }
  /** The bytes read as a key of some Sui scheme, but no reading derives the address. */
  | { kind: 'mismatch' }
  /** No Sui scheme @mysten/sui knows reads these bytes (e.g. a scheme newer than the SDK). */
  | { kind: 'unreadable' }

// Wallets give either the raw key (Wallet Standard's `publicKey`) or Mysten's flag-prefixed form
// (`toSuiBytes()`: one scheme-flag byte, then the key), as dapp-kit's burner wallets do.
const RAW_SCHEMES: readonly SignatureScheme[] = [
  'ED25519',
  'Secp256k1',
  'Secp256r1',
  'Passkey',
  'ZkLogin',
  'MultiSig',
]

/** A key reading that @mysten/sui accepts, or undefined. */
function read(scheme: SignatureScheme, bytes: Uint8Array, address?: string): PublicKey | undefined {
  try {
    return publicKeyFromRawBytes(scheme, bytes, address === undefined ? {} : { address })
  } catch {
    return undefined
  }
}

function readings(bytes: Uint8Array): { scheme: SignatureScheme; bytes: Uint8Array; exact: boolean }[] {
  const flagged = SIGNATURE_FLAG_TO_SCHEME[bytes[0] as keyof typeof SIGNATURE_FLAG_TO_SCHEME]
  // A raw zkLogin or multisig reading takes almost any bytes, so only the flagged readings and the fixed-size raw
  // keys count as recognising the bytes as a key.
  return [
    ...(flagged ? [{ scheme: flagged, bytes: bytes.subarray(1), exact: true }] : []),
    ...RAW_SCHEMES.map((scheme) => ({ scheme, bytes, exact: bytes.length === 32 || bytes.length === 33 })),
  ]
}

/**
 * Finds the reading of a wallet's public key bytes (raw, or flag-prefixed, under every Sui signature scheme) whose
 * Sui address is `address` (normalised), using @mysten/sui's own key classes and address derivation.
 */
export function suiPublicKeyOf(address: string, bytes: Uint8Array): KeyMatch {
  let recognised = false
  for (const reading of readings(bytes)) {
    const key = read(reading.scheme, reading.bytes)
    if (!key) continue
    recognised ||= reading.exact
    if (key.toSuiAddress() === address) return { kind: 'owner', key }
    // A zkLogin address has two derivations (legacy and current); @mysten/sui picks the one that matches.
    const zkLogin = reading.scheme === 'ZkLogin' ? read(reading.scheme, reading.bytes, address) : undefined
    if (zkLogin) return { kind: 'owner', key: zkLogin }
  }
  return recognised ? { kind: 'mismatch' } : { kind: 'unreadable' }
}

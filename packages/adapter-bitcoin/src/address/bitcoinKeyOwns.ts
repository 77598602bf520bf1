import { equalBytes } from '@noble/curves/abstract/utils'
import { schnorr, secp256k1 } from '@noble/curves/secp256k1'
import { ripemd160 } from '@noble/hashes/legacy'
import { sha256 } from '@noble/hashes/sha2'
import type { DecodedAddress } from './decodeBitcoinAddress'

/** Whether a wallet's public key owns its address: yes, no, or not decidable from one key. */
export type KeyOwnership = 'owner' | 'mismatch' | 'unverifiable'

const hash160 = (bytes: Uint8Array) => ripemd160(sha256(bytes))
/** Base58 version bytes of P2SH: mainnet, and every test network. */
const P2SH_VERSIONS = new Set([0x05, 0xc4])

/**
 * The serialisations the key may have been hashed in: an x-only key (32 bytes, as Xverse and the Wallet Standard
 * give taproot keys) with either parity, a compressed key (33) as given, an uncompressed key (65) as given and
 * compressed (its y parity is its last byte's).
 */
function serialisations(key: Uint8Array): Uint8Array[] {
  if (key.length === 32) return [Uint8Array.of(0x02, ...key), Uint8Array.of(0x03, ...key)]
  if (key.length === 33) return [key]
  const parity = ((key[64] as number) & 1) === 0 ? 0x02 : 0x03
  return [key, Uint8Array.of(parity, ...key.subarray(1, 33))]
}

/** The BIP-86 taproot output key of an x-only internal key (BIP-341 tweak with no script tree). */
function taprootOutputKey(internal: Uint8Array): Uint8Array | undefined {
  try {
    const point = schnorr.utils.lift_x(schnorr.utils.bytesToNumberBE(internal))
    const tweak = schnorr.utils.bytesToNumberBE(schnorr.utils.taggedHash('TapTweak', internal))
    if (tweak >= secp256k1.CURVE.n) return undefined
    return point.add(secp256k1.ProjectivePoint.BASE.multiply(tweak)).toRawBytes(true).subarray(1)
  } catch {
    // Not the x coordinate of a curve point: no taproot output has it as internal key.
    return undefined
  }
}

/**
 * Checks a wallet's public key (x-only 32, compressed 33 or uncompressed 65 bytes) against its decoded address:
 * P2PKH and P2WPKH by hash160, P2SH as P2SH-P2WPKH (other scripts are unverifiable), P2TR as the output key itself
 * or the BIP-86 tweak of the internal key. P2WSH and witness versions above 1 are unverifiable from one key.
 */
export function bitcoinKeyOwns(key: Uint8Array, address: DecodedAddress): KeyOwnership {
  const hashes = serialisations(key).map(hash160)
  if (address.encoding === 'base58') {
    if (!P2SH_VERSIONS.has(address.version)) {
      return hashes.some((hash) => equalBytes(hash, address.hash)) ? 'owner' : 'mismatch'
    }
    const nested = hashes.some((hash) =>
      equalBytes(hash160(Uint8Array.of(0x00, 0x14, ...hash)), address.hash),
    )
    return nested ? 'owner' : 'unverifiable'
  }
  const { version, program } = address
  if (version === 0 && program.length === 20) {
    const compressed = serialisations(key).filter((bytes) => bytes.length === 33)
    return compressed.some((bytes) => equalBytes(hash160(bytes), program)) ? 'owner' : 'mismatch'
  }
  if (version === 1 && program.length === 32) {
    const xOnly = key.length === 32 ? key : key.subarray(1, 33)
    if (equalBytes(xOnly, program)) return 'owner'
    const output = taprootOutputKey(xOnly)
    return output && equalBytes(output, program) ? 'owner' : 'mismatch'
  }
  return 'unverifiable'
}

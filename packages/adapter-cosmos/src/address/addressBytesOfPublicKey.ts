import {
  rawEd25519PubkeyToRawAddress,
  rawEthSecp256k1PubkeyToRawAddress,
  rawSecp256k1PubkeyToRawAddress,
} from '@cosmjs/amino'
import { Secp256k1 } from '@cosmjs/crypto'
import type { AddressDerivation } from './keyDerivations'

/**
 * The account address bytes `publicKey` stands for, by cosmjs's own derivations (Cosmos SDK: RIPEMD-160 of SHA-256
 * of the compressed secp256k1 key; Ethermint: the last 20 bytes of Keccak-256 of the uncompressed key; ed25519: the
 * first 20 bytes of its SHA-256). Undefined for a key of the wrong length or off the curve.
 */
export function addressBytesOfPublicKey(
  derivation: AddressDerivation,
  publicKey: Uint8Array,
): Uint8Array | undefined {
  try {
    if (derivation === 'ed25519') return rawEd25519PubkeyToRawAddress(publicKey)
    // cosmjs derives from the compressed form; a wallet may give the 65-byte one (compressPubkey checks the point).
    const compressed = Secp256k1.compressPubkey(publicKey)
    return derivation === 'cosmos'
      ? rawSecp256k1PubkeyToRawAddress(compressed)
      : rawEthSecp256k1PubkeyToRawAddress(compressed)
  } catch {
    return undefined
  }
}

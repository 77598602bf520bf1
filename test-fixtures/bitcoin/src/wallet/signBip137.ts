import { signRecoverable } from '@bitcoinerlab/secp256k1'
import { sha256 } from '@noble/hashes/sha2'
import type { DevKeys } from '../keys/deriveDevKeys'

const encoder = new TextEncoder()
const PREFIX = encoder.encode('\u0018Bitcoin Signed Message:\n')

function varint(length: number): number[] {
  if (length < 0xfd) return [length]
  if (length <= 0xffff) return [0xfd, length & 0xff, length >> 8]
  throw new Error('message too long for the dev wallet')
}

/** The "Bitcoin Signed Message" hash of legacy message signing (double sha256). */
function magicHash(message: string): Uint8Array {
  const data = encoder.encode(message)
  return sha256(sha256(Uint8Array.from([...PREFIX, ...varint(data.length), ...data])))
}

/**
 * A legacy ECDSA message signature in the BIP-137 form for a native segwit (P2WPKH) address: base64 of one
 * header byte and the 64-byte compact signature. Wallets that cannot sign BIP-322 answer this.
 */
export function signBip137(
  key: DevKeys['payment'],
  message: string,
  kind: 'p2wpkh' | 'p2sh' = 'p2wpkh',
): string {
  if (!key.privateKey) throw new Error('no private key')
  const { signature, recoveryId } = signRecoverable(magicHash(message), key.privateKey)
  // BIP-137 header: 31-34 P2PKH (compressed), 35-38 P2SH-P2WPKH, 39-42 P2WPKH.
  const bytes = Uint8Array.from([(kind === 'p2sh' ? 35 : 39) + recoveryId, ...signature])
  return btoa(String.fromCharCode(...bytes))
}

import { getBase58Decoder } from '@solana/kit'
import nacl from 'tweetnacl'

/** An ed25519 key pair as Solana tools write it: the base58 address and the 64-byte secret key (seed ‖ public key). */
export interface DevKeypair {
  address: string
  secretKey: Uint8Array
}

/**
 * A real ed25519 key pair, made synchronously (WebCrypto's are async): from a 32-byte seed, from a 64-byte
 * secret key, or fresh when neither is given.
 */
export function devKeypair(input: { seed?: Uint8Array; secretKey?: Uint8Array } = {}): DevKeypair {
  const pair = input.secretKey
    ? nacl.sign.keyPair.fromSecretKey(input.secretKey)
    : input.seed
      ? nacl.sign.keyPair.fromSeed(input.seed)
      : nacl.sign.keyPair()
  return { address: getBase58Decoder().decode(pair.publicKey), secretKey: pair.secretKey }
}

/** A fresh random Solana address (a receiver nobody has used). */
export const freshAddress = (): string => devKeypair().address

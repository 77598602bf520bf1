import { rawSecp256k1PubkeyToRawAddress, serializeSignDoc } from '@cosmjs/amino'
import { Secp256k1, Secp256k1Signature, sha256 } from '@cosmjs/crypto'
import { fromBase64, toBech32 } from '@cosmjs/encoding'
import type { StdSignature } from '../wallets/keplrInterface'
import { makeAdr36SignDoc } from './makeAdr36SignDoc'
import { readStdSignature } from './readStdSignature'

/** What `verifyCosmosSignature` checks. */
export interface VerifyCosmosSignatureInput {
  /** The exact text that was signed. */
  message: string
  /** What `signMessage` returned: the wallet's amino StdSignature as JSON (or the object itself). */
  signature: string | StdSignature
  /** The signer: CAIP-10 (`cosmos:cosmoshub-4:cosmos1…`) or a plain bech32 address. */
  address: string
}

const plainAddress = (address: string) => {
  const parts = address.split(':')
  return parts.length === 3 && parts[0] === 'cosmos' ? (parts[2] ?? '') : address
}

/**
 * Verifies an ADR-36 `signArbitrary` signature with @cosmjs: the secp256k1 public key in the signature must hash
 * to the signer's address (bech32 prefix included), and the signature must verify over the SHA-256 of the
 * rebuilt ADR-36 amino sign doc. Resolves false for a tampered message, another key or anything malformed.
 */
export async function verifyCosmosSignature(input: VerifyCosmosSignatureInput): Promise<boolean> {
  const signed = readStdSignature(input.signature)
  if (signed?.pub_key.type !== 'tendermint/PubKeySecp256k1') return false
  try {
    const address = plainAddress(input.address)
    const prefix = address.slice(0, address.lastIndexOf('1'))
    const pubkey = fromBase64(signed.pub_key.value)
    if (pubkey.length !== 33 || !prefix) return false
    if (toBech32(prefix, rawSecp256k1PubkeyToRawAddress(pubkey)) !== address) return false
    const signature = Secp256k1Signature.fromFixedLength(fromBase64(signed.signature))
    const digest = sha256(serializeSignDoc(makeAdr36SignDoc(address, input.message)))
    return await Secp256k1.verifySignature(signature, digest, pubkey)
  } catch {
    return false
  }
}

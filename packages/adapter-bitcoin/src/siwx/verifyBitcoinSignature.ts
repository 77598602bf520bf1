import bip322 from 'bip322-js'

/**
 * Checks a Bitcoin message signature with bip322-js: BIP-322 (simple or full) for P2WPKH, P2SH-P2WPKH and P2TR
 * addresses, and legacy BIP-137 / "Bitcoin Signed Message" signatures. `address` is plain or CAIP-10. False for
 * a wrong signer, a changed message or a malformed signature; never throws.
 */
export async function verifyBitcoinSignature(input: {
  message: string
  signature: string
  address: string
}): Promise<boolean> {
  const address = input.address.startsWith('bip122:') ? (input.address.split(':')[2] ?? '') : input.address
  try {
    return bip322.Verifier.verifySignature(address, input.message, input.signature)
  } catch {
    return false
  }
}

import bs58 from 'bs58'

/** Decodes a base58 Solana public key; undefined unless it is exactly 32 bytes. */
export function decodeSolanaAddress(address: unknown): Uint8Array | undefined {
  if (typeof address !== 'string' || address.length < 32 || address.length > 44) return undefined
  try {
    const bytes = bs58.decode(address)
    return bytes.length === 32 ? bytes : undefined
  } catch {
    return undefined
  }
}

/** True when `address` is a plain base58 Solana address (a 32-byte public key, on or off the curve). */
export function isSolanaAddress(address: unknown): address is string {
  return decodeSolanaAddress(address) !== undefined
}

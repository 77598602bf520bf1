const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789'

/**
 * A random alphanumeric string from Web Crypto (in Node since 19 as `globalThis.crypto`). 16 characters give about
 * 95 bits: EIP-4361 asks for at least 8 alphanumerics. Rejection sampling keeps every character equally likely.
 */
export function createNonce(length = 16): string {
  let result = ''
  while (result.length < length) {
    const bytes = new Uint8Array(length * 2)
    globalThis.crypto.getRandomValues(bytes)
    for (const byte of bytes) {
      if (byte < 248 && result.length < length) result += ALPHABET[byte % ALPHABET.length]
    }
  }
  return result
}

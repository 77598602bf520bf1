// BIP-173 bech32 decoding, just what an address check needs. @scure/base's codec would add ~2.4 KiB gzip to a
// host's first load; this is a few hundred bytes. Tests cross-check it against @cosmjs/encoding.

const CHARSET = 'qpzry9x8gf2tvdw0s3jn54khce6mua7l'
const GENERATOR = [0x3b6a57b2, 0x26508e6d, 0x1ea119fa, 0x3d4233dd, 0x2a1462b3]

function polymod(values: readonly number[]): number {
  let checksum = 1
  for (const value of values) {
    const top = checksum >>> 25
    checksum = ((checksum & 0x1ffffff) << 5) ^ value
    for (let bit = 0; bit < 5; bit += 1) if ((top >>> bit) & 1) checksum ^= GENERATOR[bit] ?? 0
  }
  return checksum
}

/** Decodes a lower-case bech32 string (length ≤ 1023) into its prefix and 8-bit data; undefined if invalid. */
export function decodeBech32(text: string): { prefix: string; data: Uint8Array } | undefined {
  const separator = text.lastIndexOf('1')
  if (text.length > 1023 || separator < 1 || text.length - separator < 7 || text !== text.toLowerCase()) {
    return undefined
  }
  const prefix = text.slice(0, separator)
  const words: number[] = []
  for (const char of text.slice(separator + 1)) {
    const word = CHARSET.indexOf(char)
    if (word < 0) return undefined
    words.push(word)
  }
  const expanded: number[] = []
  for (const char of prefix) {
    const code = char.charCodeAt(0)
    if (code < 33 || code > 126) return undefined
    expanded.push(code >> 5)
  }
  expanded.push(0)
  for (const char of prefix) expanded.push(char.charCodeAt(0) & 31)
  if (polymod([...expanded, ...words]) !== 1) return undefined
  // 5-bit words to bytes; leftover bits must be zero padding shorter than 5 bits.
  const bytes: number[] = []
  let accumulator = 0
  let bits = 0
  for (const word of words.slice(0, -6)) {
    accumulator = (accumulator << 5) | word
    bits += 5
    if (bits >= 8) {
      bits -= 8
      bytes.push((accumulator >> bits) & 0xff)
    }
  }
  if (bits >= 5 || (accumulator & ((1 << bits) - 1)) !== 0) return undefined
  return { prefix, data: Uint8Array.from(bytes) }
}

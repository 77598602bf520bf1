import { sha256 } from './sha256'

const ALPHABET = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz'

/** Decodes a base58check string (Bitcoin's P2PKH / P2SH form); undefined for a bad character or checksum. */
export function decodeBase58check(text: string): Uint8Array | undefined {
  let value = 0n
  for (const char of text) {
    const digit = ALPHABET.indexOf(char)
    if (digit < 0) return undefined
    value = value * 58n + BigInt(digit)
  }
  const bytes: number[] = []
  for (; value > 0n; value >>= 8n) bytes.unshift(Number(value & 0xffn))
  for (const char of text) {
    if (char !== '1') break
    bytes.unshift(0)
  }
  if (bytes.length < 5) return undefined
  const payload = Uint8Array.from(bytes.slice(0, -4))
  const check = sha256(sha256(payload))
  return bytes.slice(-4).every((byte, i) => byte === check[i]) ? payload : undefined
}

/** Encodes a payload as base58check. */
export function encodeBase58check(payload: Uint8Array): string {
  const check = sha256(sha256(payload)).slice(0, 4)
  const bytes = [...payload, ...check]
  let value = bytes.reduce((sum, byte) => sum * 256n + BigInt(byte), 0n)
  let text = ''
  for (; value > 0n; value /= 58n) text = ALPHABET[Number(value % 58n)] + text
  for (const byte of bytes) {
    if (byte !== 0) break
    text = `1${text}`
  }
  return text
}

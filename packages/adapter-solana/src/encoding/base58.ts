// Base58 (Bitcoin alphabet) for the adapter's light part, so the page's first load does not carry base-x. BigInt
// arithmetic: the inputs are keys and signatures (32 / 64 bytes), where it is both small and fast enough.

const ALPHABET = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz'
const BASE = 58n

/** Base58 text of `bytes`; each leading zero byte is a leading '1'. */
export function encodeBase58(bytes: Uint8Array): string {
  let zeros = 0
  while (zeros < bytes.length && bytes[zeros] === 0) zeros++
  let value = 0n
  for (let i = zeros; i < bytes.length; i++) value = (value << 8n) | BigInt(bytes[i]!)
  let digits = ''
  while (value > 0n) {
    digits = ALPHABET[Number(value % BASE)]! + digits
    value /= BASE
  }
  return '1'.repeat(zeros) + digits
}

/** The bytes of base58 `text`; throws on a character outside the alphabet (as bs58's `decode`). */
export function decodeBase58(text: string): Uint8Array {
  let zeros = 0
  while (text[zeros] === '1') zeros++
  let value = 0n
  for (let i = zeros; i < text.length; i++) {
    const digit = ALPHABET.indexOf(text[i]!)
    if (digit === -1) throw new Error('Non-base58 character')
    value = value * BASE + BigInt(digit)
  }
  const body: number[] = []
  while (value > 0n) {
    body.unshift(Number(value & 0xffn))
    value >>= 8n
  }
  return Uint8Array.from([...new Array<number>(zeros).fill(0), ...body])
}

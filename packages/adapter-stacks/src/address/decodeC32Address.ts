import { sha256 } from '@noble/hashes/sha2'

const C32 = '0123456789ABCDEFGHJKMNPQRSTVWXYZ'

const sameBytes = (a: Uint8Array, b: Uint8Array) =>
  a.length === b.length && a.every((byte, i) => byte === b[i])

/**
 * c32check's address decoding (`c32addressDecode`) for the page-load code: the c32 alphabet, the version
 * character and the double-SHA-256 checksum, on the tree-shakable ESM SHA-256. c32check itself pulls a CommonJS
 * build of @noble/hashes (~10 KiB gzip) into whatever imports it, so it stays in the lazy runtime, where account
 * checks use it and a test holds the two decoders to the same answers. Undefined for anything invalid.
 */
export function decodeC32Address(address: string): { version: number; hash160: string } | undefined {
  if (typeof address !== 'string' || address.length < 5 || address.length > 41 || address[0] !== 'S')
    return undefined
  const version = C32.indexOf(address[1] ?? '')
  const body = address.slice(2)
  if (version < 0 || [...body].some((char) => !C32.includes(char))) return undefined
  // Leading '0' characters stand for zero bytes; the rest is one big-endian base-32 number.
  const zeros = /^0*/.exec(body)?.[0].length ?? 0
  let value = 0n
  for (const char of body.slice(zeros)) value = value * 32n + BigInt(C32.indexOf(char))
  const hex = value === 0n ? '' : value.toString(16)
  const digits = hex.length % 2 ? `0${hex}` : hex
  const bytes = Uint8Array.from([
    ...new Uint8Array(zeros),
    ...(digits.match(/../g) ?? []).map((pair) => Number.parseInt(pair, 16)),
  ])
  if (bytes.length !== 24) return undefined
  const hash160 = bytes.subarray(0, 20)
  const checksum = sha256(sha256(Uint8Array.from([version, ...hash160]))).subarray(0, 4)
  if (!sameBytes(checksum, bytes.subarray(20))) return undefined
  return { version, hash160: [...hash160].map((byte) => byte.toString(16).padStart(2, '0')).join('') }
}

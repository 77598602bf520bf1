import { sha256 } from '@noble/hashes/sha2'
import { hex, utils } from '@scure/base'

/** Crockford's base-32 alphabet as c32check writes it. */
const C32 = '0123456789ABCDEFGHJKMNPQRSTVWXYZ'
/** c32: one big-endian base-32 number, each leading zero byte written as one '0' (@scure/base's radix does both). */
const c32 = utils.chain(utils.radix(32), utils.alphabet(C32), utils.join(''))

const sameBytes = (a: Uint8Array, b: Uint8Array) =>
  a.length === b.length && a.every((byte, i) => byte === b[i])

/**
 * c32check's address decoding (`c32addressDecode`) for the wallet side, on @scure/base's radix-32 codec and
 * @noble/hashes' tree-shakable ESM SHA-256: the version character, then the hash160 and a 4-byte double-SHA-256
 * checksum over version and hash160. c32check itself pulls a CommonJS build of @noble/hashes (~7 KiB gzip) into
 * whatever imports it, so it stays in the lazy runtime, where account checks use it; a test holds the two decoders
 * to the same answers. Undefined for anything invalid.
 */
export function decodeC32Address(address: string): { version: number; hash160: string } | undefined {
  if (typeof address !== 'string' || address.length < 5 || address.length > 41 || address[0] !== 'S')
    return undefined
  const version = C32.indexOf(address[1] ?? '')
  if (version < 0) return undefined
  let bytes: Uint8Array
  try {
    bytes = c32.decode(address.slice(2))
  } catch {
    return undefined
  }
  if (bytes.length !== 24) return undefined
  const hash160 = bytes.subarray(0, 20)
  const checksum = sha256(sha256(Uint8Array.from([version, ...hash160]))).subarray(0, 4)
  if (!sameBytes(checksum, bytes.subarray(20))) return undefined
  return { version, hash160: hex.encode(hash160) }
}

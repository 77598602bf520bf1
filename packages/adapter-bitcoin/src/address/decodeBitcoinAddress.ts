import { sha256 } from '@noble/hashes/sha2'
import { bech32, bech32m, createBase58check } from '@scure/base'

/** What an address encodes: its script kind, program and where it is valid. */
export type DecodedAddress =
  | { encoding: 'bech32'; hrp: string; version: number; program: Uint8Array }
  | { encoding: 'base58'; version: number; hash: Uint8Array }

const base58check = createBase58check(sha256)

// BIP-173 / BIP-350: version 0 uses bech32 with a 20- or 32-byte program, versions 1-16 use bech32m with 2-40 bytes
// (taproot, version 1, is 32 bytes). Mixed case is invalid; an address is at most 90 characters.
function decodeSegwit(address: string): DecodedAddress | undefined {
  if (address.length > 90) return undefined
  // @scure/base refuses mixed case itself; a wrong checksum kind fails the other codec's checksum.
  const v0 = bech32.decodeUnsafe(address, 90)
  const decoded = v0 ?? bech32m.decodeUnsafe(address, 90)
  if (!decoded || decoded.words.length === 0) return undefined
  const [version, ...words] = decoded.words
  if (version === undefined || version > 16) return undefined
  if ((version === 0) !== (v0 !== undefined)) return undefined
  const program = (v0 ? bech32 : bech32m).fromWordsUnsafe(words)
  if (!program || program.length < 2 || program.length > 40) return undefined
  if (version === 0 && program.length !== 20 && program.length !== 32) return undefined
  if (version === 1 && program.length !== 32) return undefined
  return { encoding: 'bech32', hrp: decoded.prefix.toLowerCase(), version, program }
}

function decodeBase58(address: string): DecodedAddress | undefined {
  if (address.length < 26 || address.length > 35) return undefined
  let bytes: Uint8Array
  try {
    bytes = base58check.decode(address)
  } catch {
    return undefined
  }
  if (bytes.length !== 21) return undefined
  return { encoding: 'base58', version: bytes[0] as number, hash: bytes.slice(1) }
}

/** Decodes a Bitcoin address (segwit bech32/bech32m, or base58check P2PKH / P2SH); undefined when malformed. */
export function decodeBitcoinAddress(address: string): DecodedAddress | undefined {
  if (typeof address !== 'string') return undefined
  return /^(bc|tb|bcrt)1/i.test(address) ? decodeSegwit(address) : decodeBase58(address)
}

/** Encodes a decoded address again, e.g. with another network's prefix or version byte. */
export function encodeBitcoinAddress(decoded: DecodedAddress): string {
  if (decoded.encoding === 'base58')
    return base58check.encode(Uint8Array.from([decoded.version, ...decoded.hash]))
  const codec = decoded.version === 0 ? bech32 : bech32m
  return codec.encode(decoded.hrp, [decoded.version, ...codec.toWords(decoded.program)], 90)
}

import { sha256 } from '@noble/hashes/sha2'
import { bech32, bech32m, createBase58check } from '@scure/base'
import { BITCOIN_MAINNET_ID, BITCOIN_TESTNET_ID } from '../networks/stacksNetworkFacts'

const BECH32_PREFIX: Readonly<Record<string, string>> = {
  [BITCOIN_MAINNET_ID]: 'bc',
  [BITCOIN_TESTNET_ID]: 'tb',
}
const base58check = createBase58check(sha256)
// Base58check version bytes: P2PKH and P2SH.
const BASE58_VERSIONS: Readonly<Record<string, readonly number[]>> = {
  [BITCOIN_MAINNET_ID]: [0x00, 0x05],
  [BITCOIN_TESTNET_ID]: [0x6f, 0xc4],
}

function isSegwit(address: string, prefix: string): boolean {
  const lower = address.toLowerCase()
  if (address !== lower && address !== address.toUpperCase()) return false
  if (!lower.startsWith(`${prefix}1`)) return false
  // BIP 173 / 350: witness v0 is bech32 with a 20- or 32-byte program, v1+ is bech32m with 2..40 bytes.
  const v0 = bech32.decodeUnsafe(lower as `${string}1${string}`)
  if (v0 && v0.prefix === prefix && v0.words[0] === 0) {
    const program = bech32.fromWordsUnsafe(v0.words.slice(1))
    return program !== undefined && (program.length === 20 || program.length === 32)
  }
  const v1 = bech32m.decodeUnsafe(lower as `${string}1${string}`)
  if (!v1 || v1.prefix !== prefix) return false
  const version = v1.words[0] ?? -1
  const program = bech32m.fromWordsUnsafe(v1.words.slice(1))
  if (version < 1 || version > 16 || !program) return false
  return version === 1 ? program.length === 32 : program.length >= 2 && program.length <= 40
}

function isBase58(address: string, versions: readonly number[]): boolean {
  try {
    // A version byte, then the 20-byte key or script hash (the 4-byte checksum is checked and dropped).
    const payload = base58check.decode(address)
    return payload.length === 21 && versions.includes(payload[0] ?? -1)
  } catch {
    return false
  }
}

/** True when `address` is a valid Bitcoin address (segwit v0/v1+, P2PKH, P2SH) on `bitcoinNetworkId`. */
export function isBitcoinAddress(address: string, bitcoinNetworkId: string): boolean {
  const prefix = BECH32_PREFIX[bitcoinNetworkId]
  const versions = BASE58_VERSIONS[bitcoinNetworkId]
  if (typeof address !== 'string' || !prefix || !versions || address.length > 90) return false
  return isSegwit(address, prefix) || isBase58(address, versions)
}

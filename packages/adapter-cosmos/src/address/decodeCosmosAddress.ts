import { bech32 } from '@scure/base'

/** A bech32 account address split into its prefix and its 20 (key hash) or 32 (module, ICA) data bytes. */
export interface DecodedCosmosAddress {
  prefix: string
  data: Uint8Array
}

// BIP-173's 90 characters fit a 20-byte account; 32-byte accounts with a long prefix need more (cosmjs allows 1023).
const BECH32_LIMIT = 1023

/** Decodes a bech32 account address; undefined when it is not one (bad checksum, mixed case, wrong length). */
export function decodeCosmosAddress(address: string): DecodedCosmosAddress | undefined {
  // Cosmos writes accounts in lower case; the all-upper-case form (QR codes) is the caller's to lower.
  if (typeof address !== 'string' || address !== address.toLowerCase()) return undefined
  const decoded = bech32.decodeUnsafe(address, BECH32_LIMIT)
  const data = decoded && bech32.fromWordsUnsafe(decoded.words)
  if (!decoded || !data || (data.length !== 20 && data.length !== 32)) return undefined
  return { prefix: decoded.prefix, data }
}

/** The bech32 account address of `data` under `prefix`. */
export function encodeCosmosAddress(prefix: string, data: Uint8Array): string {
  return bech32.encode(prefix, bech32.toWords(data), BECH32_LIMIT)
}

/**
 * True when `address` is a lower-case bech32 account address (20 or 32 data bytes), and, when `prefix` is given,
 * has that prefix (`cosmos`, `osmo`, ...).
 */
export function isCosmosAddress(address: string, prefix?: string): boolean {
  const decoded = decodeCosmosAddress(address)
  return decoded !== undefined && (prefix === undefined || decoded.prefix === prefix)
}

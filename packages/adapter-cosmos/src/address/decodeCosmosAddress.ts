import { bech32 } from '@scure/base'

/** A bech32 account address split into its prefix and its 20 (key hash) or 32 (module, ICA) data bytes. */
export interface DecodedCosmosAddress {
  prefix: string
  data: Uint8Array
}

// Longer than any account address; bech32's own default (90) also fits, but Cosmos allows longer ones.
const LIMIT = 1023

/** Decodes a bech32 account address; undefined when it is not one (bad checksum, mixed case, wrong length). */
export function decodeCosmosAddress(address: string): DecodedCosmosAddress | undefined {
  if (typeof address !== 'string') return undefined
  const decoded = bech32.decodeUnsafe(address, LIMIT)
  if (!decoded || address !== address.toLowerCase()) return undefined
  const data = bech32.fromWordsUnsafe(decoded.words)
  if (!data || (data.length !== 20 && data.length !== 32)) return undefined
  return { prefix: decoded.prefix, data }
}

/**
 * True when `address` is a lower-case bech32 account address (20 or 32 data bytes), and, when `prefix` is given,
 * has that prefix (`cosmos`, `osmo`, ...).
 */
export function isCosmosAddress(address: string, prefix?: string): boolean {
  const decoded = decodeCosmosAddress(address)
  return decoded !== undefined && (prefix === undefined || decoded.prefix === prefix)
}

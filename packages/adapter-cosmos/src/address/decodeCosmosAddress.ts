import { decodeBech32 } from './decodeBech32'

/** A bech32 account address split into its prefix and its 20 (key hash) or 32 (module, ICA) data bytes. */
export interface DecodedCosmosAddress {
  prefix: string
  data: Uint8Array
}

/** Decodes a bech32 account address; undefined when it is not one (bad checksum, mixed case, wrong length). */
export function decodeCosmosAddress(address: string): DecodedCosmosAddress | undefined {
  const decoded = typeof address === 'string' ? decodeBech32(address) : undefined
  if (!decoded || (decoded.data.length !== 20 && decoded.data.length !== 32)) return undefined
  return decoded
}

/**
 * True when `address` is a lower-case bech32 account address (20 or 32 data bytes), and, when `prefix` is given,
 * has that prefix (`cosmos`, `osmo`, ...).
 */
export function isCosmosAddress(address: string, prefix?: string): boolean {
  const decoded = decodeCosmosAddress(address)
  return decoded !== undefined && (prefix === undefined || decoded.prefix === prefix)
}

import { type CaipNetworkId, type ConnectedAccount, InvalidAddressError } from '@latch/core'
import type { KeplrKey } from '../wallets/keplrInterface'
import { decodeCosmosAddress } from './decodeCosmosAddress'

const sameBytes = (a: Uint8Array, b: Uint8Array) =>
  a.length === b.length && a.every((byte, i) => byte === b[i])

function toBase64(bytes: Uint8Array): string {
  let binary = ''
  for (const byte of bytes) binary += String.fromCharCode(byte)
  return btoa(binary)
}

/**
 * The CAIP-10 account of a wallet key on a network, validated and normalised (RELIABILITY #7): the bech32 address
 * (lower-cased when the wallet gives it all in upper case) must decode, carry the network's prefix, and, when the
 * wallet gives its raw address bytes, match them.
 */
export function toConnectedAccount(
  networkId: CaipNetworkId,
  prefix: string,
  key: KeplrKey,
): ConnectedAccount {
  const reported = typeof key?.bech32Address === 'string' ? key.bech32Address : String(key?.bech32Address)
  // Bech32 allows all upper case (QR codes); Cosmos writes addresses in lower case. Mixed case stays invalid.
  const address = reported === reported.toUpperCase() ? reported.toLowerCase() : reported
  const decoded = decodeCosmosAddress(address)
  if (!decoded || decoded.prefix !== prefix) {
    throw new InvalidAddressError({ details: `${address.slice(0, 80)} is not a ${prefix}1… account address` })
  }
  if (key.address instanceof Uint8Array && key.address.length > 0 && !sameBytes(key.address, decoded.data)) {
    throw new InvalidAddressError({ details: `${address}: the wallet's address bytes do not match it` })
  }
  return {
    address: `${networkId}:${address}`,
    type: 'eoa',
    ...(key.pubKey instanceof Uint8Array && key.pubKey.length > 0 ? { publicKey: toBase64(key.pubKey) } : {}),
  }
}

import { type CaipNetworkId, type ConnectedAccount, InvalidAddressError } from '@latch/core'
import { hex } from '@scure/base'
import { networkFacts } from '../networks/networkFacts'
import { bitcoinKeyOwns } from './bitcoinKeyOwns'
import { decodeBitcoinAddress, encodeBitcoinAddress } from './decodeBitcoinAddress'
import { describeWalletValue } from './describeWalletValue'
import { belongsTo } from './isBitcoinAddress'

/** An address as a wallet reports it, with its role. */
export interface WalletAddress {
  address: string
  /** Hex public key, when the wallet gives one. */
  publicKey?: string
  /** 'payment', 'ordinals', ... */
  purpose: string
}

// The key forms Bitcoin wallets give: x-only (32 bytes: taproot keys from Xverse, Wallet Standard), compressed
// (33: sats-connect payment keys, Leather, Unisat's getPublicKey) and uncompressed (65: old P2PKH keys).
const PUBLIC_KEY = /^(?:[0-9a-f]{64}|0[23][0-9a-f]{64}|04[0-9a-f]{128})$/i

/**
 * The address for `networkId`: the same script, with that network's bech32 prefix or base58 version byte.
 * Throws `InvalidAddressError` for a malformed address (RELIABILITY #7).
 */
export function encodeForNetwork(address: string, networkId: CaipNetworkId): string {
  const decoded = decodeBitcoinAddress(address)
  const facts = networkFacts(networkId)
  if (!decoded || !facts)
    throw new InvalidAddressError({ details: `bip122: ${describeWalletValue(address)}` })
  if (belongsTo(decoded, facts)) return address
  if (decoded.encoding === 'bech32') return encodeBitcoinAddress({ ...decoded, hrp: facts.hrp })
  const wasScript = decoded.version === 0x05 || decoded.version === 0xc4
  return encodeBitcoinAddress({ ...decoded, version: wasScript ? facts.p2sh : facts.p2pkh })
}

/**
 * A wallet address as a CAIP-10 account of `networkId`, validated (RELIABILITY #7); it must already be that
 * network's address. A public key in one of the forms wallets give is kept (lower-case hex) and must own the
 * address where one key decides it (P2PKH, P2WPKH, P2SH-P2WPKH, P2TR); a key that does not throws
 * `InvalidAddressError`. A key in no known form is left out.
 */
export function toConnectedAccount(networkId: CaipNetworkId, wallet: WalletAddress): ConnectedAccount {
  const given: Partial<Record<keyof WalletAddress, unknown>> =
    typeof wallet === 'object' && wallet !== null ? wallet : {}
  const decoded = decodeBitcoinAddress(given.address as string)
  const facts = networkFacts(networkId)
  if (!decoded || !facts || !belongsTo(decoded, facts))
    throw new InvalidAddressError({
      details: `${describeWalletValue(networkId)}: ${describeWalletValue(given.address)}`,
    })
  // Bech32 is case-insensitive; its canonical form is lower case.
  const address =
    decoded.encoding === 'bech32' ? (given.address as string).toLowerCase() : (given.address as string)
  const publicKey =
    typeof given.publicKey === 'string' && PUBLIC_KEY.test(given.publicKey)
      ? given.publicKey.toLowerCase()
      : undefined
  if (publicKey && bitcoinKeyOwns(hex.decode(publicKey), decoded) === 'mismatch') {
    throw new InvalidAddressError({ details: `${networkId}: ${address} does not match its public key` })
  }
  return {
    address: `${networkId}:${address}`,
    type: 'eoa',
    purpose: typeof given.purpose === 'string' ? given.purpose : 'payment',
    ...(publicKey ? { publicKey } : {}),
  }
}

/** Payment first (the main account the UI shows), then ordinals, then any other role, each kept with its role. */
export function orderByPurpose<T extends { purpose: string }>(addresses: readonly T[]): T[] {
  const rank = (purpose: string) => (purpose === 'payment' ? 0 : purpose === 'ordinals' ? 1 : 2)
  return [...addresses].sort((a, b) => rank(a.purpose) - rank(b.purpose))
}

import { type CaipNetworkId, type ConnectedAccount, InvalidAddressError } from '@latch/core'
import { networkFacts } from '../networks/networkFacts'
import { decodeBitcoinAddress, encodeBitcoinAddress } from './decodeBitcoinAddress'
import { belongsTo } from './isBitcoinAddress'

/** An address as a wallet reports it, with its role. */
export interface WalletAddress {
  address: string
  /** Hex public key, when the wallet gives one. */
  publicKey?: string
  /** 'payment', 'ordinals', ... */
  purpose: string
}

/**
 * The address for `networkId`: the same script, with that network's bech32 prefix or base58 version byte.
 * Throws `InvalidAddressError` for a malformed address (RELIABILITY #7).
 */
export function encodeForNetwork(address: string, networkId: CaipNetworkId): string {
  const decoded = decodeBitcoinAddress(address)
  const facts = networkFacts(networkId)
  if (!decoded || !facts) throw new InvalidAddressError({ details: `bip122: ${String(address)}` })
  if (belongsTo(decoded, facts)) return address
  if (decoded.encoding === 'bech32') return encodeBitcoinAddress({ ...decoded, hrp: facts.hrp })
  const wasScript = decoded.version === 0x05 || decoded.version === 0xc4
  return encodeBitcoinAddress({ ...decoded, version: wasScript ? facts.p2sh : facts.p2pkh })
}

/** A wallet address as a CAIP-10 account of `networkId`, validated; it must already be that network's address. */
export function toConnectedAccount(networkId: CaipNetworkId, wallet: WalletAddress): ConnectedAccount {
  const decoded = decodeBitcoinAddress(wallet.address)
  const facts = networkFacts(networkId)
  if (!decoded || !facts || !belongsTo(decoded, facts))
    throw new InvalidAddressError({ details: `${networkId}: ${String(wallet.address)}` })
  const publicKey =
    typeof wallet.publicKey === 'string' && /^[0-9a-f]{64,130}$/i.test(wallet.publicKey)
      ? wallet.publicKey.toLowerCase()
      : undefined
  // Bech32 is case-insensitive; its canonical form is lower case.
  const address = decoded.encoding === 'bech32' ? wallet.address.toLowerCase() : wallet.address
  return {
    address: `${networkId}:${address}`,
    type: 'eoa',
    purpose: wallet.purpose,
    ...(publicKey ? { publicKey } : {}),
  }
}

/** Payment first (the main account the UI shows), then ordinals, then any other role, each kept with its role. */
export function orderByPurpose<T extends { purpose: string }>(addresses: readonly T[]): T[] {
  const rank = (purpose: string) => (purpose === 'payment' ? 0 : purpose === 'ordinals' ? 1 : 2)
  return [...addresses].sort((a, b) => rank(a.purpose) - rank(b.purpose))
}

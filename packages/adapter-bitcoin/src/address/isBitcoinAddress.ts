import type { CaipNetworkId } from '@latch/core'
import { type NetworkFacts, networkFacts } from '../networks/networkFacts'
import { type DecodedAddress, decodeBitcoinAddress } from './decodeBitcoinAddress'

/** True when the decoded address belongs to the network these facts describe. */
export function belongsTo(decoded: DecodedAddress, facts: NetworkFacts): boolean {
  if (decoded.encoding === 'bech32') return decoded.hrp === facts.hrp
  return decoded.version === facts.p2pkh || decoded.version === facts.p2sh
}

const ANY_NETWORK: readonly Pick<NetworkFacts, 'hrp' | 'p2pkh' | 'p2sh'>[] = [
  { hrp: 'bc', p2pkh: 0x00, p2sh: 0x05 },
  { hrp: 'tb', p2pkh: 0x6f, p2sh: 0xc4 },
  { hrp: 'bcrt', p2pkh: 0x6f, p2sh: 0xc4 },
]

/**
 * True when `address` (plain) is a well-formed Bitcoin address: checksum, length, witness version and program
 * size. With `networkId` it must also carry that network's prefix (bc1 / tb1 / bcrt1, or the base58 version byte).
 */
export function isBitcoinAddress(address: string, networkId?: CaipNetworkId): boolean {
  const decoded = decodeBitcoinAddress(address)
  if (!decoded) return false
  if (networkId === undefined) return ANY_NETWORK.some((facts) => belongsTo(decoded, facts as NetworkFacts))
  const facts = networkFacts(networkId)
  return facts !== undefined && belongsTo(decoded, facts)
}

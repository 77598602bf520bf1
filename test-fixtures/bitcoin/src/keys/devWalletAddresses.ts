import type { BitcoinNetworkName } from './bitcoinNetworks'
import { type DevAddress, deriveDevKeys, devAddresses } from './deriveDevKeys'

/** The addresses a dev wallet with this seed has on a network: payment (P2WPKH) first, then ordinals (P2TR). */
export function devWalletAddresses(seed: string, network: BitcoinNetworkName = 'Regtest'): DevAddress[] {
  return devAddresses(deriveDevKeys(seed), network)
}

import { type Network, networks } from 'bitcoinjs-lib'

/** A Bitcoin network as sats-connect names it (`BitcoinNetworkType`). */
export type BitcoinNetworkName = 'Mainnet' | 'Testnet' | 'Testnet4' | 'Signet' | 'Regtest'

/** Every network name the dev wallet knows. */
export const BITCOIN_NETWORK_NAMES: readonly BitcoinNetworkName[] = [
  'Mainnet',
  'Testnet',
  'Testnet4',
  'Signet',
  'Regtest',
]

/** bitcoinjs-lib's address parameters per network: testnet, testnet4 and signet share `tb`; regtest is `bcrt`. */
export function toBitcoinjsNetwork(name: BitcoinNetworkName): Network {
  if (name === 'Mainnet') return networks.bitcoin
  if (name === 'Regtest') return networks.regtest
  return networks.testnet
}

/** True when `value` is one of the network names sats-connect defines. */
export function isBitcoinNetworkName(value: unknown): value is BitcoinNetworkName {
  return typeof value === 'string' && (BITCOIN_NETWORK_NAMES as readonly string[]).includes(value)
}

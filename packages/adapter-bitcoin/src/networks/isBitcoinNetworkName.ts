import type { WalletNetworkName } from './networkFacts'

const NAMES: readonly string[] = ['Mainnet', 'Testnet', 'Testnet4', 'Signet', 'Regtest']

/** True for a network name of sats-connect's `BitcoinNetworkType`. */
export function isBitcoinNetworkName(value: unknown): value is WalletNetworkName {
  return typeof value === 'string' && NAMES.includes(value)
}

import type { CaipNetworkId } from '@latch/core'
import type { IdentifierString } from '@wallet-standard/base'

// By CAIP-2 id, spelled out: importing the network definitions here would put every one of them in the page's
// first load beside the one the host imports (a chunk shared with the runtime; issue 39). A test checks them.
const WALLET_CHAINS: Record<string, IdentifierString> = {
  'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp': 'solana:mainnet',
  'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1': 'solana:devnet',
  'solana:4uhcVJyU9pJkvQyS88uRDiswHXSCkY3z': 'solana:testnet',
}

/**
 * The Wallet Standard chain for a CAIP-2 network: Solana wallets name clusters (`solana:mainnet`),
 * not genesis hashes. Any network other than the three public clusters is `solana:localnet`.
 */
export function toWalletChain(networkId: CaipNetworkId): IdentifierString {
  return WALLET_CHAINS[networkId] ?? 'solana:localnet'
}

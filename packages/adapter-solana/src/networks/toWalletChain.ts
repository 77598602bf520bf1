import type { CaipNetworkId } from '@latch/core'
import type { IdentifierString } from '@wallet-standard/base'
import { solanaDevnet, solanaMainnet, solanaTestnet } from './solanaNetworks'

const WALLET_CHAINS: Record<string, IdentifierString> = {
  [solanaMainnet.id]: 'solana:mainnet',
  [solanaDevnet.id]: 'solana:devnet',
  [solanaTestnet.id]: 'solana:testnet',
}

/**
 * The Wallet Standard chain for a CAIP-2 network: Solana wallets name clusters (`solana:mainnet`),
 * not genesis hashes. Any network other than the three public clusters is `solana:localnet`.
 */
export function toWalletChain(networkId: CaipNetworkId): IdentifierString {
  return WALLET_CHAINS[networkId] ?? 'solana:localnet'
}

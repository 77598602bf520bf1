import { getWallets, registerWallet, type Wallet } from '@mysten/wallet-standard'

/**
 * Registers a wallet the way a real one does. In a browser: `registerWallet` (window events), so any
 * Wallet Standard app on the page sees it, including apps that start later; returns a no-op, as browser wallets
 * cannot unregister. In Node (no window): straight into `getWallets()`'s registry; returns the unregister function.
 */
export function registerDevWallet(wallet: Wallet): () => void {
  if (typeof window !== 'undefined') {
    registerWallet(wallet)
    return () => {}
  }
  return getWallets().register(wallet)
}

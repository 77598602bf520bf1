import { DEFAULT_WALLETS } from './defaultWallets'
import type { WalletListing } from './types'
import { bundledWalletLogo } from './walletLogos'

/**
 * The bundled listing as the modal shows it: the best-known wallets with their bundled logo (issue 40), the others
 * with initials until a connector or the explorer gives one. Kept apart from the exported `DEFAULT_WALLETS`, so
 * the logos load with the modal, not with a host's first load.
 */
export const BUNDLED_WALLETS: readonly WalletListing[] = DEFAULT_WALLETS.map((wallet) => {
  const imageUrl = wallet.imageUrl ?? bundledWalletLogo(wallet.id)
  return imageUrl ? { ...wallet, imageUrl } : wallet
})

import { useLatchContext } from '../hooks/useLatchContext'
import { BUNDLED_WALLETS } from './bundledListing'
import type { WalletListing } from './types'

/**
 * The wallet listing the modal shows: the host's, else the bundled default with its logos. Only modal code calls this, so the
 * bundled list ships in the modal's chunk, not in the host's first load.
 */
export function useWalletListing(): readonly WalletListing[] {
  return useLatchContext().walletListing ?? BUNDLED_WALLETS
}

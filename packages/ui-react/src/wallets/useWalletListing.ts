import { useLatchContext } from '../hooks/useLatchContext'
import { DEFAULT_WALLETS } from './defaultWallets'
import type { WalletListing } from './types'

/**
 * The wallet listing the modal shows: the host's, else the bundled default. Only modal code calls this, so the
 * bundled list ships in the modal's chunk, not in the host's first load.
 */
export function useWalletListing(): readonly WalletListing[] {
  return useLatchContext().walletListing ?? DEFAULT_WALLETS
}

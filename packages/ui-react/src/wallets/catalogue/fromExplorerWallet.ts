import type { ChainNamespace } from '@latch/core'
import type { ExplorerWallet } from '@latch/core/internal'
import type { WalletListing } from '../types'

/** A validated catalogue wallet as a listing entry (its logo is fetched by image id when a row shows it). */
export function fromExplorerWallet(wallet: ExplorerWallet): WalletListing {
  return {
    id: wallet.id,
    name: wallet.name,
    chains: wallet.chains as ChainNamespace[],
    ...(wallet.imageId ? { imageId: wallet.imageId } : {}),
    ...(wallet.rdns ? { rdns: wallet.rdns } : {}),
    ...(wallet.homepage ? { homepage: wallet.homepage } : {}),
    ...(wallet.mobileLink ? { mobile_link: wallet.mobileLink } : {}),
    ...(wallet.desktopLink ? { desktop_link: wallet.desktopLink } : {}),
    ...(wallet.webappLink ? { webapp_link: wallet.webappLink } : {}),
  }
}

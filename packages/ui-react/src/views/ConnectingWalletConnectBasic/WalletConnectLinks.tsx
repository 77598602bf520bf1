import { toDisplayText } from '@latch/core'
import { getRecentWallets } from '@latch/core/actions'
import { useLatchContext } from '../../hooks/useLatchContext'
import { useTranslate } from '../../hooks/useTranslate'
import { ListingImage } from '../../wallets/catalogue/ListingImage'
import { useFindListing } from '../../wallets/catalogue/useCatalogue'
import type { WalletListing } from '../../wallets/types'
import { useWalletListing } from '../../wallets/useWalletListing'
import { type LinkPlatform, walletConnectLink } from '../../wallets/walletConnectLink'

/** A wallet that can open the pairing URI on this platform, and the link that does. */
export interface WalletConnectLink {
  wallet: WalletListing
  href: string
}

/**
 * The catalogue wallets that can open the pairing URI on `platform`: the one the visitor picked alone when it has a
 * link there, else every listed wallet that has one, the recently used ones first.
 */
export function useWalletConnectLinks(
  uri: string,
  walletId: string | undefined,
  platform: LinkPlatform,
): WalletConnectLink[] {
  const { client } = useLatchContext()
  const listing = useWalletListing()
  const found = useFindListing(listing, walletId)
  const picked = found && walletConnectLink(found, uri, platform) ? [found] : []
  // The wallets this device used last lead the list (newest first), as in the other wallet lists.
  const recent = getRecentWallets(client).map((wallet) => wallet.id)
  const rank = (wallet: WalletListing) => {
    const index = recent.indexOf(wallet.id)
    return index === -1 ? recent.length : index
  }
  const ordered = [...listing].sort((a, b) => rank(a) - rank(b))
  return (picked.length > 0 ? picked : ordered).flatMap((wallet) => {
    const href = walletConnectLink(wallet, uri, platform)
    return href ? [{ wallet, href }] : []
  })
}

/**
 * The wallets' links as plain links: the browser follows them inside the visitor's click (iOS opens apps only
 * then), https ones in a new tab with noopener (RELIABILITY #18). On a phone they lead the view as full-width
 * buttons (`lead`); on a computer they are rows under the QR code.
 */
export function WalletConnectLinks({ links, lead = false }: { links: WalletConnectLink[]; lead?: boolean }) {
  const { t } = useTranslate()
  if (links.length === 0) return null
  return (
    <div className="latch-stack latch-wide" data-testid="latch-walletconnect-links">
      {links.map(({ wallet, href }) => {
        const web = href.startsWith('https:')
        return (
          <a
            key={wallet.id}
            className={lead ? 'latch-button latch-wide' : 'latch-row'}
            href={href}
            data-testid="latch-walletconnect-link"
            {...(web ? { target: '_blank', rel: 'noopener noreferrer' } : { rel: 'noopener' })}
          >
            <ListingImage wallet={wallet} {...(lead ? { size: 28 } : {})} />
            <span className={lead ? undefined : 'latch-row-name'}>
              {t('walletConnect.openIn', { name: toDisplayText(wallet.name) })}
            </span>
          </a>
        )
      })}
    </div>
  )
}

import { toDisplayText } from '@latch/core'
import { useTranslate } from '../../hooks/useTranslate'
import { ListingImage } from '../../wallets/catalogue/ListingImage'
import { useFindListing } from '../../wallets/catalogue/useCatalogue'
import { useWalletListing } from '../../wallets/useWalletListing'
import { type LinkPlatform, walletConnectLink } from '../../wallets/walletConnectLink'

function currentPlatform(): LinkPlatform {
  const agent = (globalThis as { navigator?: { userAgent?: string } }).navigator?.userAgent ?? ''
  return /Android|iPhone|iPad|iPod|Mobile/i.test(agent) ? 'mobile' : 'desktop'
}

/**
 * The catalogue wallets that can open the pairing URI on this platform, as plain links: the browser follows them
 * inside the visitor's click (iOS opens apps only then), https ones in a new tab with noopener (RELIABILITY #18).
 */
export function WalletConnectLinks({ uri, walletId }: { uri: string; walletId?: string | undefined }) {
  const { t } = useTranslate()
  const listing = useWalletListing()
  const platform = currentPlatform()
  // Coming from a wallet the visitor picked: its link alone, when it has one for this platform.
  const found = useFindListing(listing, walletId)
  const picked = found && walletConnectLink(found, uri, platform) ? [found] : []
  const links = (picked.length > 0 ? picked : listing).flatMap((wallet) => {
    const href = walletConnectLink(wallet, uri, platform)
    return href ? [{ wallet, href }] : []
  })
  if (links.length === 0) return null
  return (
    <div className="latch-stack" data-testid="latch-walletconnect-links">
      {links.map(({ wallet, href }) => {
        const web = href.startsWith('https:')
        return (
          <a
            key={wallet.id}
            className="latch-row"
            href={href}
            data-testid="latch-walletconnect-link"
            {...(web ? { target: '_blank', rel: 'noopener noreferrer' } : { rel: 'noopener' })}
          >
            <ListingImage wallet={wallet} />
            <span className="latch-row-name">
              {t('walletConnect.openIn', { name: toDisplayText(wallet.name) })}
            </span>
          </a>
        )
      })}
    </div>
  )
}

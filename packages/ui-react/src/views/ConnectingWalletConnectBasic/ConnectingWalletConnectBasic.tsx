import { cancelWalletConnect, connectWalletConnect, showToast } from '@latch/core/actions'
import { useEffect } from 'react'
import { useLatchContext } from '../../hooks/useLatchContext'
import { useLatchSelector } from '../../hooks/useLatchSelector'
import { useRouterParams } from '../../hooks/useRouterParams'
import { translateError } from '../../i18n/translateError'
import { isPhone } from '../../primitives/isPhone'
import { QrCode } from '../../primitives/QrCode'
import { ListingImage } from '../../wallets/catalogue/ListingImage'
import { useFindListing } from '../../wallets/catalogue/useCatalogue'
import { useWalletListing } from '../../wallets/useWalletListing'
import { useWalletConnectLinks, WalletConnectLinks } from './WalletConnectLinks'

/**
 * WalletConnect: the pairing URI as a QR code with a copy-link button and each catalogue wallet's link; a fresh QR
 * when it expired (RELIABILITY #24), an actionable error when the relay cannot be reached, never a spinner that
 * does not end. The pairing starts when the view opens and stops when it closes. The wallet the visitor picked
 * shows its logo. On a phone the wallets' "Open in <wallet>" links lead as full-width buttons and the QR code comes
 * second, for another device: a phone cannot scan its own screen, so instead of "scan with your phone" the links
 * are headed "Open your wallet app" and the QR code "Wallet on another device?" (issue 40).
 */
export default function ConnectingWalletConnectBasic() {
  const { client, translator } = useLatchContext()
  const { t } = translator
  const pairing = useLatchSelector((state) => state.walletConnect)
  const { connectorId: walletId } = useRouterParams()
  const picked = useFindListing(useWalletListing(), walletId)
  const phone = isPhone()
  const links = useWalletConnectLinks(pairing.uri ?? '', walletId, phone ? 'mobile' : 'desktop')
  useEffect(() => {
    void connectWalletConnect(client)
    return () => {
      // Leaving without a connection stops the pairing; after a connection there is nothing to stop.
      if (client.getState().walletConnect.phase !== 'idle') void cancelWalletConnect(client)
    }
  }, [client])
  const retry = () => void connectWalletConnect(client)
  const copy = async () => {
    if (!pairing.uri) return
    try {
      await navigator.clipboard.writeText(pairing.uri)
      showToast(client, {
        id: 'WALLETCONNECT_LINK_COPIED',
        variant: 'success',
        message: t('walletConnect.copied'),
      })
    } catch {
      // Clipboard refused: nothing was copied, so nothing is claimed.
    }
  }
  const code = pairing.error?.code
  return (
    <div className="latch-center" data-testid="latch-walletconnect-view" data-phase={pairing.phase}>
      {picked ? <ListingImage wallet={picked} size={72} /> : null}
      {pairing.phase === 'pairing' && pairing.uri && phone ? (
        <>
          {links.length > 0 ? <p className="latch-heading">{t('walletConnectPhone.heading')}</p> : null}
          <WalletConnectLinks links={links} lead />
          <p className="latch-muted" data-testid="latch-walletconnect-other-device">
            {t('walletConnectPhone.otherDevice')}
          </p>
          <button type="button" className="latch-button latch-wide" data-variant="secondary" onClick={copy}>
            {t('walletConnect.copy')}
          </button>
          <QrCode className="latch-qr" value={pairing.uri} label={t('walletConnect.qr')} />
        </>
      ) : null}
      {pairing.phase === 'pairing' && pairing.uri && !phone ? (
        <>
          <p className="latch-heading">{t('walletConnect.scan')}</p>
          <QrCode className="latch-qr" value={pairing.uri} label={t('walletConnect.qr')} />
          <p className="latch-muted">{t('walletConnect.scanHint')}</p>
          <div className="latch-actions">
            <button type="button" className="latch-button" onClick={copy}>
              {t('walletConnect.copy')}
            </button>
          </div>
          <WalletConnectLinks links={links} />
        </>
      ) : null}
      {pairing.phase === 'loading' || (pairing.phase === 'idle' && !pairing.error) ? (
        <>
          <p className="latch-heading" role="status">
            {t('walletConnect.loading')}
          </p>
          <div className="latch-spinner" aria-hidden="true" />
        </>
      ) : null}
      {pairing.phase === 'error' ? (
        <>
          <p className="latch-heading latch-error-text" role="alert" data-testid="latch-walletconnect-error">
            {code === 'USER_REJECTED'
              ? t('walletConnect.rejected')
              : code === 'PAIRING_EXPIRED' || code === 'RELAY_UNAVAILABLE'
                ? translateError(pairing.error, t)
                : t('walletConnect.failed')}
          </p>
          <p className="latch-muted">
            {code === 'PAIRING_EXPIRED'
              ? t('walletConnect.expiredHint')
              : code === 'RELAY_UNAVAILABLE'
                ? t('walletConnect.relayHint')
                : code === 'USER_REJECTED'
                  ? t('connecting.rejectedHint')
                  : translateError(pairing.error, t)}
          </p>
          <button type="button" className="latch-button" onClick={retry}>
            {code === 'PAIRING_EXPIRED' ? t('walletConnect.refresh') : t('walletConnect.retry')}
          </button>
        </>
      ) : null}
    </div>
  )
}

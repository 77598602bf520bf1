import { isWalletConnectAvailable, navigate } from '@latch/core/actions'
import { useLatchContext } from '../../hooks/useLatchContext'
import { useTranslate } from '../../hooks/useTranslate'
import { translateError } from '../../i18n/translateError'
import { isPhone } from '../../primitives/isPhone'
import { isSafeLinkUrl } from '../../primitives/isSafeLinkUrl'
import { WalletImage } from '../../primitives/WalletImage'
import { useConnectingExternal } from './useConnectingExternal'

/**
 * Connecting to an external (injected or announced) wallet: pending; declined, failed, or already waiting in the
 * wallet (-32002), with retry; or not installed. On a phone, not installed offers the wallet's app (through
 * WalletConnect) and never an extension to install (issue 40).
 */
export default function ConnectingExternal() {
  const { t } = useTranslate()
  const { client } = useLatchContext()
  const { name, imageUrl, listing, phase, started, retry } = useConnectingExternal()
  const homepage = isSafeLinkUrl(listing?.homepage) ? listing?.homepage : undefined
  const phone = isPhone()
  return (
    <div
      className="latch-center"
      data-testid="latch-connecting-view"
      data-phase={phase.type}
      data-started={started}
    >
      <WalletImage name={name} src={imageUrl} size={72} />
      {phase.type === 'pending' ? (
        <>
          <p className="latch-heading" role="status">
            {t('connecting.pending', { name })}
          </p>
          <p className="latch-muted">{t('connecting.pendingHint')}</p>
          <div className="latch-spinner" aria-hidden="true" />
        </>
      ) : null}
      {phase.type === 'rejected' || phase.type === 'error' ? (
        <>
          <p className="latch-heading latch-error-text" role="alert">
            {phase.type === 'rejected' ? t('connecting.rejected') : t('connecting.error')}
          </p>
          <p className="latch-muted">
            {phase.type === 'rejected' ? t('connecting.rejectedHint') : translateError(phase.error, t)}
          </p>
          <button type="button" className="latch-button" onClick={retry}>
            {t('connecting.retry')}
          </button>
        </>
      ) : null}
      {phase.type === 'alreadyPending' ? (
        <>
          <p className="latch-heading" role="alert">
            {t('error.REQUEST_ALREADY_PENDING')}
          </p>
          <p className="latch-muted">{t('connecting.alreadyPendingHint', { name })}</p>
          <button type="button" className="latch-button" onClick={retry}>
            {t('connecting.retry')}
          </button>
        </>
      ) : null}
      {phase.type === 'notInstalled' ? (
        <>
          <p className="latch-heading">{t('connecting.notInstalled', { name })}</p>
          {isWalletConnectAvailable(client) ? (
            // No dead end without the extension: the wallet's phone or desktop app through WalletConnect.
            <button
              type="button"
              className="latch-button latch-wide"
              data-testid="latch-use-walletconnect"
              onClick={() =>
                navigate(client, {
                  view: 'ConnectingWalletConnectBasic',
                  params: listing ? { connectorId: listing.id } : {},
                })
              }
            >
              {phone ? t('walletConnect.openIn', { name }) : t('walletConnect.useInstead', { name })}
            </button>
          ) : null}
          {/* A phone has no extension to install and reload for: its choices are the app (above) or getting it. */}
          {phone ? null : <p className="latch-muted">{t('connecting.notInstalledHint')}</p>}
          {homepage ? (
            <a
              className="latch-button latch-wide"
              data-variant="secondary"
              href={homepage}
              target="_blank"
              rel="noopener noreferrer"
            >
              {t('connecting.getWallet', { name })}
            </a>
          ) : null}
        </>
      ) : null}
    </div>
  )
}

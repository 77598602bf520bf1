import { isUserRejection } from '@latch/core'
import { connectFarcaster, showToast } from '@latch/core/actions'
import { useCallback, useEffect, useState } from 'react'
import { useLatchContext } from '../../hooks/useLatchContext'
import { useLatchSelector } from '../../hooks/useLatchSelector'
import { translateError } from '../../i18n/translateError'
import { QrCode } from '../../primitives/QrCode'

/**
 * Sign In With Farcaster (spec view ConnectingFarcaster): the wallet frame opens the login and its link (the account
 * state's `farcasterUrl`) shows as a QR code to scan and a deep link to open on this device; once the visitor's
 * Farcaster app signed and the wallet server verified it, the Farcaster account's wallet is connected. Leaving the
 * view stops the wait; a refused or expired login says why, with a way to start again.
 */
export default function ConnectingFarcaster() {
  const { client, translator } = useLatchContext()
  const { t } = translator
  const url = useLatchSelector((state) => state.accounts[state.activeNamespace ?? 'eip155']?.farcasterUrl)
  const anyUrl = useLatchSelector(
    (state) => Object.values(state.accounts).find((account) => account?.farcasterUrl)?.farcasterUrl,
  )
  const link = url ?? anyUrl
  const [error, setError] = useState<string>()
  const [round, setRound] = useState(0)
  const start = useCallback(() => {
    setError(undefined)
    setRound((current) => current + 1)
  }, [])
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new round (Try again) starts a new login
  useEffect(() => {
    const leave = new AbortController()
    connectFarcaster(client, { signal: leave.signal }).catch((failure: unknown) => {
      if (!leave.signal.aborted && !isUserRejection(failure)) setError(translateError(failure, t))
    })
    return () => leave.abort()
  }, [client, t, round])
  const copy = async () => {
    if (!link) return
    try {
      await navigator.clipboard.writeText(link)
      showToast(client, {
        id: 'FARCASTER_LINK_COPIED',
        variant: 'success',
        message: t('walletConnect.copied'),
      })
    } catch {
      // Clipboard refused: nothing was copied, so nothing is claimed.
    }
  }
  return (
    <div className="latch-center">
      {error ? (
        <>
          <p className="latch-heading latch-error-text" role="alert">
            {error}
          </p>
          <button type="button" className="latch-button" onClick={start}>
            {t('walletConnect.retry')}
          </button>
        </>
      ) : link ? (
        <>
          <p className="latch-heading">{t('farcaster.scan')}</p>
          <QrCode className="latch-qr" value={link} label={t('farcaster.qr')} />
          <p className="latch-muted">{t('farcaster.scanHint')}</p>
          <div className="latch-actions">
            <a className="latch-button" href={link} target="_blank" rel="noopener noreferrer">
              {t('farcaster.open')}
            </a>
            <button type="button" className="latch-button" data-variant="secondary" onClick={copy}>
              {t('walletConnect.copy')}
            </button>
          </div>
        </>
      ) : (
        <>
          <p className="latch-heading" role="status">
            {t('farcaster.loading')}
          </p>
          <div className="latch-spinner" aria-hidden="true" />
        </>
      )}
    </div>
  )
}

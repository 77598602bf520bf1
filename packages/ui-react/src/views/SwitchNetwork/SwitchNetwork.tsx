import { useTranslate } from '../../hooks/useTranslate'
import { translateError } from '../../i18n/translateError'
import { NetworkImage } from '../../primitives/NetworkImage'
import { useSwitchNetwork } from './useSwitchNetwork'

/** The SwitchNetwork view: waiting for the wallet, or declined / failed / already waiting in the wallet, with retry. */
export default function SwitchNetwork() {
  const { t } = useTranslate()
  const { network, phase, retry } = useSwitchNetwork()
  return (
    <div className="latch-center" data-testid="latch-switch-network-view" data-phase={phase.type}>
      <NetworkImage network={network} size={72} />
      {phase.type === 'pending' ? (
        <>
          <p className="latch-heading" role="status">
            {t('switchNetwork.pending')}
          </p>
          <p className="latch-muted">{t('switchNetwork.pendingHint')}</p>
          <div className="latch-spinner" aria-hidden="true" />
        </>
      ) : phase.type === 'alreadyPending' ? (
        <>
          <p className="latch-heading" role="alert">
            {t('error.REQUEST_ALREADY_PENDING')}
          </p>
          <p className="latch-muted">{t('switchNetwork.alreadyPendingHint')}</p>
          <button type="button" className="latch-button" onClick={retry}>
            {t('switchNetwork.retry')}
          </button>
        </>
      ) : (
        <>
          <p className="latch-heading latch-error-text" role="alert">
            {t('switchNetwork.declined')}
          </p>
          <p className="latch-muted">
            {phase.type === 'declined' ? t('switchNetwork.declinedHint') : translateError(phase.error, t)}
          </p>
          <button type="button" className="latch-button" onClick={retry}>
            {t('switchNetwork.retry')}
          </button>
        </>
      )}
    </div>
  )
}

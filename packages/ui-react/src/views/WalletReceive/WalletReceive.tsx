import { back, showToast } from '@latch/core/actions'
import { useLatchContext } from '../../hooks/useLatchContext'
import { useLatchSelector } from '../../hooks/useLatchSelector'
import { QrCode } from '../../primitives/QrCode'

/** Receive: the active account's address as text and QR code, a copy button, and the network it is on. */
export default function WalletReceive() {
  const { client, translator } = useLatchContext()
  const { t } = translator
  const namespace = useLatchSelector((state) => state.activeNamespace)
  const address = useLatchSelector((state) => (namespace ? state.accounts[namespace]?.address : undefined))
  const network = useLatchSelector((state) =>
    namespace ? state.networks[namespace]?.caipNetwork : undefined,
  )
  if (!address || !network) return null
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(address)
      showToast(client, { id: 'ADDRESS_COPIED', variant: 'success', message: t('account.copied') })
    } catch {
      // Clipboard refused: nothing was copied, so nothing is claimed.
    }
  }
  return (
    <div className="latch-center" data-testid="latch-receive-view">
      <p className="latch-heading" data-testid="latch-receive-network">
        {t('receive.title', { network: network.name })}
      </p>
      <QrCode className="latch-qr" value={address} label={t('receive.qr')} />
      <p className="latch-muted latch-receive-address" dir="ltr" data-testid="latch-receive-address">
        {address}
      </p>
      <p className="latch-muted">{t('receive.hint', { network: network.name })}</p>
      <div className="latch-actions">
        <button type="button" className="latch-button" onClick={copy}>
          {t('receive.copy')}
        </button>
        <button type="button" className="latch-button" data-variant="secondary" onClick={() => back(client)}>
          {t('receive.close')}
        </button>
      </div>
    </div>
  )
}

import { cancelSignIn, signIn } from '@latch/core/actions'
import { formatAddress } from '../../format/formatAddress'
import { useLatchContext } from '../../hooks/useLatchContext'
import { useLatchSelector } from '../../hooks/useLatchSelector'
import { DisplayName } from '../../primitives/DisplayName'
import { WalletImage } from '../../primitives/WalletImage'

/**
 * The SIWXSignMessage view (spec §4): the dapp asks the connected account to sign in. Sign asks the wallet to sign
 * the host's message; Cancel runs core's cancel rule (disconnect, back to the last authenticated network, or just
 * close). Core decides every outcome; the view only shows the dapp, the account and the signing state.
 */
export default function SIWXSignMessage() {
  const { client, translator } = useLatchContext()
  const { t } = translator
  const address = useLatchSelector((state) =>
    state.activeNamespace ? state.accounts[state.activeNamespace]?.address : undefined,
  )
  const signing = useLatchSelector((state) => state.signIn.status === 'signing')
  const metadata = client.options.metadata
  const dappName = metadata?.name || t('siwx.thisApp')
  // Both actions report through core (toast, view, disconnect); the rejections are already shown.
  const sign = () => void signIn(client).catch(() => {})
  const cancel = () => void cancelSignIn(client).catch(() => {})
  return (
    <div className="latch-center" data-testid="latch-siwx-view">
      <WalletImage name={dappName} src={metadata?.icons?.[0]} size={64} />
      <p className="latch-heading">
        <DisplayName text={dappName} />
      </p>
      <p className="latch-muted">{t('siwx.request')}</p>
      {address ? (
        <p className="latch-address" dir="ltr" title={address} data-testid="latch-siwx-account">
          {formatAddress(address)}
        </p>
      ) : null}
      <p className="latch-muted">{t('siwx.explanation')}</p>
      <div className="latch-actions">
        <button
          type="button"
          className="latch-button"
          data-variant="secondary"
          onClick={cancel}
          disabled={signing}
        >
          {t('siwx.cancel')}
        </button>
        <button type="button" className="latch-button" onClick={sign} disabled={signing} aria-busy={signing}>
          {signing ? t('siwx.signing') : t('siwx.sign')}
        </button>
      </div>
    </div>
  )
}

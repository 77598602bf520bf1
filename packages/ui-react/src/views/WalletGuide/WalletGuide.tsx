import { navigate } from '@latch/core/actions'
import { useLatchContext } from '../../hooks/useLatchContext'
import { EmailField } from '../Connect/EmailField'
import { useConnectMethods } from '../Connect/useConnectMethods'

/**
 * The WalletGuide view (`features.walletGuide`): what a wallet is in three lines, then the way to get one: the
 * catalogue (AllWallets), and the e-mail login when the Connect view offers it.
 */
export default function WalletGuide() {
  const { client, translator } = useLatchContext()
  const { t } = translator
  const { entries } = useConnectMethods()
  const emailOffered = entries.some((entry) => entry.method === 'email')
  return (
    <div className="latch-stack" data-testid="latch-wallet-guide-view">
      <p>{t('guide.intro')}</p>
      <p className="latch-muted">{t('guide.keys')}</p>
      {client.options.features.wallets ? (
        <>
          <p className="latch-muted">{t('guide.start')}</p>
          <button
            type="button"
            className="latch-button"
            data-testid="latch-guide-browse"
            onClick={() => navigate(client, { view: 'AllWallets' })}
          >
            {t('guide.browse')}
          </button>
        </>
      ) : null}
      {emailOffered ? (
        <>
          <p className="latch-muted">{t('guide.email')}</p>
          <EmailField />
        </>
      ) : null}
    </div>
  )
}

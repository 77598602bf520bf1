import { isUserRejection } from '@latch/core'
import { addPasskey, deleteWallet, exportWallet, showToast } from '@latch/core/actions'
import { useState } from 'react'
import { useLatchContext } from '../../hooks/useLatchContext'
import { translateError } from '../../i18n/translateError'

type Action = 'passkey' | 'export' | 'delete'

/**
 * The e-mail or social wallet's security settings in the Account view: add a passkey, export, delete. Each opens
 * the wallet frame's own view (the passkey ceremony, the reveal, the confirmation run in the wallet server's
 * origin); closing it there changes nothing and shows nothing here.
 */
export default function WalletSecurity() {
  const { client, translator } = useLatchContext()
  const { t } = translator
  const [busy, setBusy] = useState<Action>()
  const [error, setError] = useState<string>()
  const run = (action: Action, work: () => Promise<void>) => {
    setError(undefined)
    setBusy(action)
    work()
      .catch((failure: unknown) => {
        if (!isUserRejection(failure)) setError(translateError(failure, t))
      })
      .finally(() => setBusy(undefined))
  }
  const add = () =>
    run('passkey', async () => {
      const { prf } = await addPasskey(client)
      showToast(client, {
        id: 'PASSKEY_ADDED',
        variant: 'success',
        message: t(prf ? 'walletSecurity.passkeyAdded' : 'walletSecurity.passkeyAddedKeepKit'),
      })
    })
  return (
    <section
      className="latch-stack"
      aria-labelledby="latch-wallet-security"
      data-testid="latch-wallet-security"
    >
      <h3 id="latch-wallet-security" className="latch-heading">
        {t('walletSecurity.title')}
      </h3>
      <button
        type="button"
        className="latch-row"
        aria-busy={busy === 'passkey'}
        disabled={busy !== undefined}
        onClick={add}
      >
        <span className="latch-row-name">{t('walletSecurity.addPasskey')}</span>
      </button>
      <button
        type="button"
        className="latch-row"
        aria-busy={busy === 'export'}
        disabled={busy !== undefined}
        onClick={() => run('export', () => exportWallet(client))}
      >
        <span className="latch-row-name">{t('walletSecurity.export')}</span>
      </button>
      <button
        type="button"
        className="latch-row"
        aria-busy={busy === 'delete'}
        disabled={busy !== undefined}
        onClick={() => run('delete', () => deleteWallet(client))}
      >
        <span className="latch-row-name">{t('walletSecurity.delete')}</span>
      </button>
      {error ? (
        <p className="latch-error-text" role="alert">
          {error}
        </p>
      ) : null}
    </section>
  )
}

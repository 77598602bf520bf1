import { isUserRejection } from '@latch/core'
import { connectPasskey } from '@latch/core/actions'
import { useState } from 'react'
import { useLatchContext } from '../../hooks/useLatchContext'
import { translateError } from '../../i18n/translateError'

/** "Log in with a passkey" on the Connect view: the wallet frame asks the browser for a passkey of the wallet server. */
export default function PasskeyLoginButton() {
  const { client, translator } = useLatchContext()
  const { t } = translator
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string>()
  const click = () => {
    setError(undefined)
    setBusy(true)
    connectPasskey(client)
      .catch((failure: unknown) => {
        if (!isUserRejection(failure)) setError(translateError(failure, t))
      })
      .finally(() => setBusy(false))
  }
  return (
    <>
      <button
        type="button"
        className="latch-row"
        onClick={click}
        aria-busy={busy}
        disabled={busy}
        data-testid="latch-passkey-login"
      >
        <span className="latch-row-name">{t('connect.passkey')}</span>
      </button>
      {error ? (
        <p className="latch-error-text" role="alert">
          {error}
        </p>
      ) : null}
    </>
  )
}

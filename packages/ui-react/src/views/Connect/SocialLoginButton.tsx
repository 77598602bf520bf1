import { isUserRejection, type SocialProvider } from '@latch/core'
import { connectSocial } from '@latch/core/actions'
import { useState } from 'react'
import { useLatchContext } from '../../hooks/useLatchContext'
import { translateError } from '../../i18n/translateError'
import { socialName } from './useConnectMethods'

/**
 * One social login button. `connectSocial` is called in the click itself, with nothing awaited before it, so the
 * provider's popup opens (a popup opened after an await is blocked; then the whole page goes there and back).
 */
export function SocialLoginButton({ provider }: { provider: SocialProvider }) {
  const { client, translator } = useLatchContext()
  const { t } = translator
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string>()
  const click = () => {
    setError(undefined)
    setBusy(true)
    connectSocial(client, { provider })
      // A popup the visitor closed before logging in is no error: the button is simply usable again.
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
        data-testid={`latch-social-${provider}`}
      >
        <span className="latch-row-name">{t('connect.social', { provider: socialName(provider) })}</span>
      </button>
      {error ? (
        <p className="latch-error-text" role="alert">
          {error}
        </p>
      ) : null}
    </>
  )
}

import type { SocialProvider } from '@latch/core'
import { openSocialLoginPopup } from '@latch/core/internal'
import { useState } from 'react'
import { useLatchContext } from '../../hooks/useLatchContext'
import { socialAction } from './loginActions'
import { socialName } from './useConnectMethods'

/**
 * One social login button. The provider's popup opens in the click itself (a popup opened after an await is
 * blocked; then the whole page goes there and back): `connectSocial` is called at once when its chunk is in (it is
 * fetched when the pointer reaches the button or the button gets focus); before that, a blank popup opens in the
 * click and the action, once loaded, loads the provider's page into it (core's `openSocialLoginPopup`: one window name).
 */
export function SocialLoginButton({ provider }: { provider: SocialProvider }) {
  const { client, translator } = useLatchContext()
  const { t } = translator
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string>()
  const click = () => {
    setError(undefined)
    setBusy(true)
    const action = socialAction.loaded()
    const blank = action ? null : openSocialLoginPopup('')
    const login = action
      ? action.connectSocial(client, { provider })
      : socialAction.load().then((loaded) => loaded.connectSocial(client, { provider }))
    login
      // A popup the visitor closed before logging in is no error: the button is simply usable again.
      .catch(async (failure: unknown) => {
        // The action failed before it used the blank popup (its chunk did not load, the provider is off).
        if (blank && isBlank(blank)) blank.close()
        const { isUserRejection, translateError } = await socialAction.load()
        if (!isUserRejection(failure)) setError(translateError(failure, t))
      })
      // The chunk with the error texts did not load either.
      .catch(() => setError(t('error.SOCIAL_LOGIN_FAILED')))
      .finally(() => setBusy(false))
  }
  return (
    <>
      <button
        type="button"
        className="latch-row"
        onClick={click}
        onPointerEnter={socialAction.prefetch}
        onPointerDown={socialAction.prefetch}
        onFocus={socialAction.prefetch}
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

/** Whether the popup still shows the blank page it was opened on (a provider's page is of another origin). */
function isBlank(popup: Window): boolean {
  try {
    return popup.location.href === 'about:blank'
  } catch {
    return false
  }
}

import { ConnectorNotFoundError } from '../errors/catalogue'
import { clientCore } from '../latch/clientCore'
import { openSocialLoginPopup } from '../latch/openSocialLoginPopup'
import type { Latch } from '../latch/types'
import { remoteFeaturesInForce } from '../options/remoteFeaturesInForce'
import type { SocialProvider } from '../options/types'
import { completeSocialLogin, type SocialLoginUser } from './internal/completeSocialLogin'
import { loadEmbeddedWallet } from './internal/embeddedWallet'
import { watchPopupClosed } from './internal/watchPopupClosed'

/** Parameters of {@link connectSocial}. */
export interface ConnectSocialParameters {
  provider: SocialProvider
}

/** What {@link connectSocial} resolves with: the signed-in user, the wallet's addresses and the provider. */
export type ConnectSocialReturnType = SocialLoginUser

/**
 * Social login: call it from the visitor's click. The provider's login opens at once in a popup of the wallet
 * server's origin (nothing is awaited before `window.open`, so the browser lets it open); when the popup is
 * blocked the whole page goes there and comes back, and `reconnect` on the returning page finishes the login
 * (the pending login is kept in the social connection, spec §3). A verified provider e-mail reaches the same
 * wallet as the e-mail code path. Throws `ConnectorNotFoundError` when the host did not offer this provider,
 * `UserRejectedError` when the visitor closed the popup before the login reached the wallet server, and
 * `SocialLoginError` when the provider refused it or did not verify the e-mail.
 */
export async function connectSocial(
  latch: Latch,
  parameters: ConnectSocialParameters,
): Promise<ConnectSocialReturnType> {
  const { provider } = parameters
  const integration = latch.options.embedded
  const { socials } = remoteFeaturesInForce(latch.getState(), latch.options)
  if (
    !integration?.socialLoginUrl ||
    socials === false ||
    !socials.includes(provider) ||
    provider === 'farcaster'
  )
    throw new ConnectorNotFoundError({ details: `social login with ${provider} is off` })
  const attempt = crypto.randomUUID()
  const start = { projectId: latch.options.projectId ?? '', provider, attempt }
  const popup = openSocialLoginPopup(integration.socialLoginUrl(start))
  if (!popup) {
    const away = integration.socialLoginUrl({ ...start, returnTo: window.location.href })
    // The page leaves once the pending login is stored (the returning page needs it).
    clientCore(latch).withStorage('social login', (storage) => {
      storage.set('socialConnection', { provider, pendingAttempt: attempt })
      window.location.assign(away)
    })
    // The page is leaving; the returning page finishes the login.
    return new Promise<never>(() => undefined)
  }
  const login = completeSocialLogin(latch, { attempt, provider })
  // A popup closed before the login reached the server ends the attempt (the frame says whether it did: the popup
  // also closes itself after a login, and the visitor may then be reading the recovery kit for minutes).
  watchPopupClosed(popup, login, () => {
    void loadEmbeddedWallet(latch, 'social')
      .then((wallet) => wallet.cancelSocialLogin?.({ attempt }))
      .catch(() => {})
  })
  return login
}

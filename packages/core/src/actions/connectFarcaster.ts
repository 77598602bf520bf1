import { ConnectorNotFoundError } from '../errors/catalogue'
import { clientCore } from '../latch/clientCore'
import type { Latch } from '../latch/types'
import { remoteFeaturesInForce } from '../options/remoteFeaturesInForce'
import { patchAccount } from '../state/updaters'
import { connectSocialUser, type SocialLoginUser } from './internal/completeSocialLogin'
import { embeddedNamespaces, loadEmbeddedWallet } from './internal/embeddedWallet'

/** Parameters of {@link connectFarcaster}. */
export interface ConnectFarcasterParameters {
  /** Aborting (the visitor left the QR code) stops the wait: the promise rejects with `UserRejectedError`. */
  signal?: AbortSignal
}

/** What {@link connectFarcaster} resolves with: the signed-in user (`socialProvider: 'farcaster'`, `username`). */
export type ConnectFarcasterReturnType = SocialLoginUser

/**
 * Sign In With Farcaster (the ConnectingFarcaster view): the wallet frame opens the login on the wallet server and
 * its link is set as the account state's `farcasterUrl` (shown as a QR code and a deep link); once the visitor's
 * Farcaster app signed it and the server verified it, the embedded wallet of that Farcaster id is connected as
 * after a social login (`socialProvider: 'farcaster'`, SOCIAL_LOGIN_SUCCESS sent). Throws `ConnectorNotFoundError`
 * when the host does not offer Farcaster, `SocialLoginError` when the signature did not verify or the login expired.
 */
export async function connectFarcaster(
  latch: Latch,
  parameters: ConnectFarcasterParameters = {},
): Promise<ConnectFarcasterReturnType> {
  const { socials } = remoteFeaturesInForce(latch.getState(), latch.options)
  if (!latch.options.embedded?.farcasterLogin || socials === false || !socials.includes('farcaster'))
    throw new ConnectorNotFoundError({ details: 'Farcaster login is off' })
  const wallet = await loadEmbeddedWallet(latch, 'social')
  if (!wallet.startFarcasterLogin || !wallet.completeFarcasterLogin || !wallet.cancelSocialLogin)
    throw new ConnectorNotFoundError({ details: 'Farcaster login is not supported' })
  const attempt = crypto.randomUUID()
  const { url } = await wallet.startFarcasterLogin({ attempt })
  const setUrl = (farcasterUrl: string | undefined) =>
    clientCore(latch).store.setState((state) =>
      embeddedNamespaces(latch).reduce(
        (next, namespace) => patchAccount(next, namespace, { farcasterUrl }),
        state,
      ),
    )
  setUrl(url)
  const cancel = () => void wallet.cancelSocialLogin?.({ attempt }).catch(() => {})
  parameters.signal?.addEventListener('abort', cancel, { once: true })
  try {
    return await connectSocialUser(latch, await wallet.completeFarcasterLogin({ attempt }))
  } finally {
    parameters.signal?.removeEventListener('abort', cancel)
    setUrl(undefined)
  }
}

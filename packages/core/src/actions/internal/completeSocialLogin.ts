import type { EmbeddedWalletUser } from '../../adapter/embedded'
import { ConnectorNotFoundError } from '../../errors/catalogue'
import type { Latch } from '../../latch/types'
import { connectEmbeddedAccounts } from './connectEmbeddedAccounts'
import { loadEmbeddedWallet, withEmbeddedUser } from './embeddedWallet'
import { withFlowContext } from './flowContext'

/** A signed-in social login: the user and the provider. */
export type SocialLoginUser = EmbeddedWalletUser & { socialProvider: string }

/**
 * The second half of a social login (popup or full page): the frame waits for the provider's answer at the wallet
 * server, signs in, and the wallet's accounts are connected as after an e-mail code, with `socialProvider` set, the
 * social connection stored (spec §3) and SOCIAL_LOGIN_SUCCESS sent (always, spec §7).
 */
export async function completeSocialLogin(
  latch: Latch,
  login: { attempt: string; provider: string },
): Promise<SocialLoginUser> {
  const wallet = await loadEmbeddedWallet(latch, 'social')
  if (!wallet.completeSocialLogin)
    throw new ConnectorNotFoundError({ details: 'social login is not supported' })
  const user = await wallet.completeSocialLogin(login)
  return withFlowContext(latch, async (context) => {
    context.storage.set('socialConnection', { provider: user.socialProvider })
    const first = await connectEmbeddedAccounts(latch)
    context.store.setState((state) => ({
      ...withEmbeddedUser(state, user.email, user.socialProvider),
      ...(first && state.accounts[first]?.status === 'connected' ? { activeNamespace: first } : {}),
    }))
    context.analytics.track({ event: 'SOCIAL_LOGIN_SUCCESS', props: { provider: user.socialProvider } })
    return user
  })
}

import type { EmbeddedWalletUser } from '../adapter/embedded'
import type { Latch } from '../latch/types'
import { connectEmbeddedAccounts } from './internal/connectEmbeddedAccounts'
import { loadEmbeddedWallet, withEmbeddedUser } from './internal/embeddedWallet'
import { withFlowContext } from './internal/flowContext'

/** Parameters of {@link verifyEmailOtp}. */
export interface VerifyEmailOtpParameters {
  /** The 6-digit code from the mail. */
  code: string
}

/** What {@link verifyEmailOtp} resolves with: the signed-in user and the wallet's addresses. */
export type VerifyEmailOtpReturnType = EmbeddedWalletUser

const RECENT_EMAILS_KEPT = 3

/**
 * E-mail login, step two: the frame checks the code with the wallet server, then creates the wallet (and shows its
 * recovery kit) or opens it (on a new device with the recovery kit). The wallet's accounts are then connected in
 * every namespace the host has an adapter for (eip155 first), `user.email` is set on them, and the address goes
 * first in the recent e-mails (spec §3). A wrong code throws `EmailCodeError` ('Invalid code', 'Code expired',
 * 'Too many attempts') and leaves the code view open.
 */
export async function verifyEmailOtp(
  latch: Latch,
  parameters: VerifyEmailOtpParameters,
): Promise<VerifyEmailOtpReturnType> {
  const wallet = await loadEmbeddedWallet(latch)
  const user = await wallet.verifyEmailLogin(parameters.code.trim())
  return withFlowContext(latch, async (context) => {
    const recent = (context.storage.get('recentEmails') ?? []).filter((email) => email !== user.email)
    context.storage.set('recentEmails', [user.email, ...recent].slice(0, RECENT_EMAILS_KEPT))
    const first = await connectEmbeddedAccounts(latch)
    // The first of the wallet's namespaces (eip155) is the active one, whichever connected last.
    context.store.setState((state) => ({
      ...withEmbeddedUser(state, user.email),
      ...(first && state.accounts[first]?.status === 'connected' ? { activeNamespace: first } : {}),
    }))
    context.analytics.track({ event: 'EMAIL_LOGIN_SUCCESS', props: {} })
    return user
  })
}

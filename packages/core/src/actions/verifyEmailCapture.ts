import { clientCore } from '../latch/clientCore'
import type { Latch } from '../latch/types'
import { closedModal } from '../rules/navigation'
import { loadEmbeddedWallet } from './internal/embeddedWallet'
import { withFlowContext } from './internal/flowContext'

/** Parameters of {@link verifyEmailCapture}. */
export interface VerifyEmailCaptureParameters {
  email: string
  code: string
}

/** {@link verifyEmailCapture} resolves once the server kept the e-mail. */
export type VerifyEmailCaptureReturnType = void

/**
 * DataCapture, step two: the code proves the address; the wallet server keeps it for the project with the active
 * account's address. The account's `user.email` is set, the e-mail is remembered (asked once), the modal closes.
 */
export async function verifyEmailCapture(
  latch: Latch,
  parameters: VerifyEmailCaptureParameters,
): Promise<VerifyEmailCaptureReturnType> {
  const state = latch.getState()
  const namespace = state.activeNamespace
  const address = namespace ? state.accounts[namespace]?.caipAddress : undefined
  const email = parameters.email.trim()
  await (await loadEmbeddedWallet(latch, 'capture')).verifyEmailCapture({
    email,
    code: parameters.code.trim(),
    address: address ?? '',
  })
  await withFlowContext(latch, async (context) => {
    const recent = (context.storage.get('recentEmails') ?? []).filter((known) => known !== email)
    context.storage.set('recentEmails', [email, ...recent].slice(0, 3))
  })
  clientCore(latch).store.setState((current) => {
    const account = namespace ? current.accounts[namespace] : undefined
    if (!namespace || !account) return { ...current, modal: closedModal() }
    return {
      ...current,
      accounts: { ...current.accounts, [namespace]: { ...account, user: { ...account.user, email } } },
      modal: closedModal(),
    }
  })
}

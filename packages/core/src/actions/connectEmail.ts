import type { EmailCodeSent } from '../adapter/embedded'
import { EmailCodeError } from '../errors/catalogue'
import { clientCore } from '../latch/clientCore'
import type { Latch } from '../latch/types'
import { checkEmailCooldown } from '../rules/emailCooldown'
import { pushView } from '../rules/navigation'
import { loadEmbeddedWallet } from './internal/embeddedWallet'

/** Parameters of {@link connectEmail}. */
export interface ConnectEmailParameters {
  email: string
}

/** What {@link connectEmail} resolves with: when another code may be asked for. */
export type ConnectEmailReturnType = EmailCodeSent

const lastRequests = new WeakMap<Latch, number>()
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/

/**
 * E-mail login, step one: the wallet server mails a 6-digit code and the modal shows the code view
 * (`EmailVerifyOtp`). At most once per 30 s (spec §5): sooner throws `EmailCooldownError`, 'Please try again after N
 * seconds', checked here and again by the server. The embedded wallet (its frame) loads at the first call.
 */
export async function connectEmail(
  latch: Latch,
  parameters: ConnectEmailParameters,
): Promise<ConnectEmailReturnType> {
  const email = parameters.email.trim()
  if (!EMAIL.test(email)) throw new EmailCodeError('invalidEmail')
  checkEmailCooldown(lastRequests.get(latch), Date.now())
  const wallet = await loadEmbeddedWallet(latch)
  const sent = await wallet.startEmailLogin(email)
  lastRequests.set(latch, Date.now())
  const { store } = clientCore(latch)
  store.setState((state) =>
    state.modal.history.at(-1)?.view === 'EmailVerifyOtp'
      ? state
      : { ...state, modal: pushView(state.modal, 'EmailVerifyOtp', { email }) },
  )
  return sent
}

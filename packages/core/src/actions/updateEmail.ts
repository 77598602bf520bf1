import type { EmailCodeSent } from '../adapter/embedded'
import { EmailCodeError } from '../errors/catalogue'
import type { Latch } from '../latch/types'
import { checkEmailCooldown } from '../rules/emailCooldown'
import { loadEmbeddedWallet } from './internal/embeddedWallet'

/** Parameters of {@link updateEmail}. */
export interface UpdateEmailParameters {
  /** The new address; a code is mailed to it. */
  email: string
}

/** What {@link updateEmail} resolves with. */
export type UpdateEmailReturnType = EmailCodeSent

const lastRequests = new WeakMap<Latch, number>()

/**
 * Changing the signed-in user's e-mail, step one: a code goes to the new address (30 s between requests, spec §5).
 * Step two is {@link verifyEmailUpdate}. The wallet and its addresses do not change.
 */
export async function updateEmail(
  latch: Latch,
  parameters: UpdateEmailParameters,
): Promise<UpdateEmailReturnType> {
  const email = parameters.email.trim()
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/.test(email)) throw new EmailCodeError('invalidEmail')
  checkEmailCooldown(lastRequests.get(latch), Date.now())
  const sent = await (await loadEmbeddedWallet(latch)).startEmailUpdate(email)
  lastRequests.set(latch, Date.now())
  return sent
}

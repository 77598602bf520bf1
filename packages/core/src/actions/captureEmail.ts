import type { EmailCodeSent } from '../adapter/embedded'
import { EmailCodeError } from '../errors/catalogue'
import type { Latch } from '../latch/types'
import { checkEmailCooldown } from '../rules/emailCooldown'
import { loadEmbeddedWallet } from './internal/embeddedWallet'

/** Parameters of {@link captureEmail}. */
export interface CaptureEmailParameters {
  email: string
}

/** What {@link captureEmail} resolves with. */
export type CaptureEmailReturnType = EmailCodeSent

const lastRequests = new WeakMap<Latch, number>()

/**
 * DataCapture (`remoteFeatures.emailCapture`), step one: a visitor connected with an external wallet gives an e-mail;
 * a code is mailed to it (30 s between requests). Step two is {@link verifyEmailCapture}.
 */
export async function captureEmail(
  latch: Latch,
  parameters: CaptureEmailParameters,
): Promise<CaptureEmailReturnType> {
  const email = parameters.email.trim()
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/.test(email)) throw new EmailCodeError('invalidEmail')
  checkEmailCooldown(lastRequests.get(latch), Date.now())
  const sent = await (await loadEmbeddedWallet(latch, 'capture')).startEmailCapture(email)
  lastRequests.set(latch, Date.now())
  return sent
}

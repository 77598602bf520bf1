import type { Latch } from '../latch/types'
import { completeSocialLogin, type SocialLoginUser } from './internal/completeSocialLogin'
import { withFlowContext } from './internal/flowContext'

/** What {@link resumeSocialLogin} resolves with: the user, or undefined when no full-page login was under way. */
export type ResumeSocialLoginReturnType = SocialLoginUser | undefined

/**
 * Finishes a full-page social login (the popup was blocked) on the page it came back to; `reconnect` calls it on
 * page load. The pending login is dropped first, so a reload never tries it twice.
 */
export function resumeSocialLogin(latch: Latch): Promise<ResumeSocialLoginReturnType> {
  return withFlowContext(latch, async (context) => {
    const pending = context.storage.get('socialConnection')
    if (!pending?.pendingAttempt) return undefined
    context.storage.remove('socialConnection')
    return completeSocialLogin(latch, { attempt: pending.pendingAttempt, provider: pending.provider })
  })
}

import { FRAME_ERROR_CODES, FrameRequestError } from '../protocol/errors'

/** How often the frame asks for a social login's outcome, and for how long (the server keeps a login 10 minutes). */
const SOCIAL_POLL_MS = 1000
const SOCIAL_WAIT_MS = 10 * 60_000

/**
 * One social login the frame waits for. `stop()` (its popup closed) makes the wait take one last look at the
 * server and resolves whether the login is still under way: it is when the server has its outcome (the popup
 * closes itself after the callback) or the frame already took it (the visitor may be reading the recovery kit).
 */
export interface SocialWait {
  claimed: boolean
  stop(): Promise<boolean>
}

/** Waits for the popup's (or the full page's) login to reach the server's callback, then takes its session. */
export async function waitForSocialLogin<S>(
  look: (attempt: string) => Promise<S | undefined>,
  attempt: string,
  wait: SocialWait,
): Promise<S> {
  const deadline = Date.now() + SOCIAL_WAIT_MS
  let stopping: ((underWay: boolean) => void) | undefined
  let wake: (() => void) | undefined
  const stopped = new Promise<boolean>((resolve) => {
    wait.stop = () => {
      if (wait.claimed) return Promise.resolve(true)
      stopping = resolve
      wake?.()
      return stopped
    }
  })
  while (Date.now() < deadline) {
    const lastLook = stopping !== undefined
    let session: S | undefined
    try {
      session = await look(attempt)
    } catch (error) {
      stopping?.(false)
      const message = error instanceof Error ? error.message : 'The social login failed'
      throw new FrameRequestError({ code: FRAME_ERROR_CODES.socialLoginFailed, message })
    }
    if (session) {
      wait.claimed = true
      stopping?.(true)
      return session
    }
    if (lastLook) {
      stopping?.(false)
      throw new FrameRequestError({
        code: FRAME_ERROR_CODES.userRejected,
        message: 'The login was cancelled',
      })
    }
    // Asked to stop while this look was on its way: one more look, at once, is the last.
    if (stopping) continue
    await new Promise<void>((resolve) => {
      wake = resolve
      setTimeout(resolve, SOCIAL_POLL_MS)
    })
    wake = undefined
  }
  stopping?.(false)
  throw new FrameRequestError({
    code: FRAME_ERROR_CODES.socialLoginFailed,
    message: 'This login expired: start again',
  })
}

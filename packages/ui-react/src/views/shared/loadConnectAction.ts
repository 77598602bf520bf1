import { whenIdle } from '@latch/core/internal'

type AttemptConnect = typeof import('../ConnectingExternal/connectAction').attemptConnect

// Chunks are code; a module-level cache of loaded code is not state (every client runs the same action).
let pending: Promise<AttemptConnect> | undefined

/** The connect action's chunk (sign-in, balance and disconnect come with it), loaded once; a failure is retried. */
export function loadConnectAction(): Promise<AttemptConnect> {
  pending ??= import('../ConnectingExternal/connectAction').then(
    (module) => module.attemptConnect,
    (error: unknown) => {
      pending = undefined
      throw error
    },
  )
  return pending
}

/**
 * Starts loading the connect action without waiting for it: when a visitor points at, presses or focuses a wallet,
 * so that the click on it never waits for the chunk's download (it was most of click → connected).
 */
export function prefetchConnectAction(): void {
  loadConnectAction().catch(() => {})
}

/**
 * The same once the browser is idle after the modal opened (not before: the hidden pre-render of the modal must
 * not hold the action in the page's heap). Returns the cancel.
 */
export function prefetchConnectActionWhenIdle(): () => void {
  return whenIdle(prefetchConnectAction)
}

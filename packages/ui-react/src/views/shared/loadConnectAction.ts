import { whenIdle } from '@latch/core/internal'

type ConnectAction = typeof import('../ConnectingExternal/connectAction')
type AttemptConnect = ConnectAction['attemptConnect']

// Chunks are code; a module-level cache of loaded code is not state (every client runs the same action).
let pending: Promise<ConnectAction> | undefined
let loaded: ConnectAction | undefined

function loadModule(): Promise<ConnectAction> {
  pending ??= import('../ConnectingExternal/connectAction').then(
    ({ attemptConnect, connectPickedWallet }) => {
      loaded = { attemptConnect, connectPickedWallet }
      return loaded
    },
    (error: unknown) => {
      pending = undefined
      throw error
    },
  )
  return pending
}

/** The connect action's chunk (sign-in, balance and disconnect come with it), loaded once; a failure is retried. */
export function loadConnectAction(): Promise<AttemptConnect> {
  return loadModule().then((module) => module.attemptConnect)
}

/**
 * Connecting a picked wallet from the click itself, once the chunk is in (else undefined: the connecting view then
 * starts the attempt once its code is in).
 */
export function loadedConnectPickedWallet(): ConnectAction['connectPickedWallet'] | undefined {
  return loaded?.connectPickedWallet
}

/**
 * Starts loading the connect action without waiting for it: when a visitor points at, presses or focuses a wallet,
 * so that the click on it never waits for the chunk's download (it was most of click → connected).
 */
export function prefetchConnectAction(): void {
  loadModule().catch(() => {})
}

/**
 * The same once the browser is idle after the modal opened (not before: the hidden pre-render of the modal must
 * not hold the action in the page's heap). Returns the cancel.
 */
export function prefetchConnectActionWhenIdle(): () => void {
  return whenIdle(prefetchConnectAction)
}

import type { Latch } from '@latch/core'
import { refreshAfterOnramp } from '@latch/core/actions'

/** Two signals of one return (the popup closing, focus, visibilitychange) refresh once. */
const QUIET_MS = 2000
/** How often a provider popup is checked for having closed, and for how long. */
const POPUP_POLL_MS = 1000
const POPUP_WATCH_MS = 60 * 60 * 1000

const refreshers = new WeakMap<Latch, () => void>()

/** The client's refresh on return, made once, with its page listeners (focus, visibilitychange). */
function refresherOf(client: Latch): () => void {
  let refresh = refreshers.get(client)
  if (refresh) return refresh
  let last = 0
  refresh = () => {
    if (document.visibilityState !== 'visible' || Date.now() - last < QUIET_MS) return
    last = Date.now()
    void refreshAfterOnramp(client).catch(() => {})
  }
  refreshers.set(client, refresh)
  window.addEventListener('focus', refresh)
  document.addEventListener('visibilitychange', refresh)
  return refresh
}

/**
 * Once a provider's page was opened: when the visitor comes back (the provider's popup closes, this page gets the
 * focus or becomes visible), the active account's balance, tokens and activity are read again. The page listeners
 * are installed once per client, for the page's life, since a purchase may land long after the modal closed.
 */
export function watchReturn(client: Latch, popup?: Window | null): void {
  if (typeof window === 'undefined') return
  const refresh = refresherOf(client)
  if (!popup) return
  const started = Date.now()
  const timer = setInterval(() => {
    if (popup.closed) refresh()
    if (popup.closed || Date.now() - started > POPUP_WATCH_MS) clearInterval(timer)
  }, POPUP_POLL_MS)
}

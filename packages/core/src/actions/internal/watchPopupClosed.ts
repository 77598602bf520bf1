const POLL_MS = 500

/**
 * Calls `onClosed` once when the visitor's `popup` is closed, unless `until` settles first. A cross-origin popup
 * tells only `closed`; whether its login reached the server is the caller's to ask.
 */
export function watchPopupClosed(popup: Window, until: Promise<unknown>, onClosed: () => void): void {
  const timer = setInterval(() => {
    if (!popup.closed) return
    clearInterval(timer)
    onClosed()
  }, POLL_MS)
  const stop = () => clearInterval(timer)
  until.then(stop, stop)
}

import { afterNextPaint } from './afterNextPaint'

interface PageEvents {
  addEventListener?: (type: string, listener: () => void) => void
  removeEventListener?: (type: string, listener: () => void) => void
}

/**
 * Runs `task` once: after the browser painted its next frame ({@link afterNextPaint}), or earlier when the page is
 * hidden or left (`visibilitychange` to hidden, `pagehide`): a tab closed or reloaded in that moment still runs it.
 */
export function afterPaintOrPageHide(task: () => void): void {
  const page = globalThis as PageEvents
  const document = (globalThis as { document?: PageEvents & { visibilityState?: string } }).document
  let done = false
  const run = () => {
    if (done) return
    done = true
    page.removeEventListener?.('pagehide', run)
    document?.removeEventListener?.('visibilitychange', onVisibilityChange)
    task()
  }
  const onVisibilityChange = () => {
    if (document?.visibilityState === 'hidden') run()
  }
  page.addEventListener?.('pagehide', run)
  document?.addEventListener?.('visibilitychange', onVisibilityChange)
  afterNextPaint(run)
}

/** How long a task waits for a frame at most: a hidden tab paints none. */
const FRAME_TIMEOUT_MS = 100

/**
 * Runs `task` once the browser has painted its next frame (a task queued from that frame), or after
 * {@link FRAME_TIMEOUT_MS} when no frame comes (a hidden tab; outside a browser: in the next task). Work the visitor
 * does not wait for (a balance read after connecting) then does not delay the frame that shows the result.
 * Returns a cancel: `task` does not run after it is called.
 */
export function afterNextPaint(task: () => void): () => void {
  let done = false
  const run = () => {
    if (done) return
    done = true
    task()
  }
  const cancel = () => {
    done = true
  }
  const scope = globalThis as { requestAnimationFrame?: (callback: () => void) => number }
  if (typeof scope.requestAnimationFrame !== 'function') {
    setTimeout(run, 0)
    return cancel
  }
  scope.requestAnimationFrame(() => setTimeout(run, 0))
  setTimeout(run, FRAME_TIMEOUT_MS)
  return cancel
}

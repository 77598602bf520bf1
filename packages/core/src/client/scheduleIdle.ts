type IdleWindow = {
  requestIdleCallback?: (run: () => void, options?: { timeout: number }) => number
  cancelIdleCallback?: (handle: number) => void
  window?: unknown
}

/**
 * Runs `task` when the browser is idle (within `timeoutMs` at the latest); returns cancel. Without a window
 * (server, tests in Node) nothing is scheduled: the work then waits for its first need.
 */
export function scheduleIdle(task: () => void, timeoutMs: number): () => void {
  const env = globalThis as IdleWindow
  if (typeof env.requestIdleCallback === 'function') {
    const handle = env.requestIdleCallback(task, { timeout: timeoutMs })
    return () => env.cancelIdleCallback?.(handle)
  }
  if (env.window === undefined) return () => {}
  // Safari has no requestIdleCallback: after the current frames have run.
  const timer = setTimeout(task, 200)
  return () => clearTimeout(timer)
}

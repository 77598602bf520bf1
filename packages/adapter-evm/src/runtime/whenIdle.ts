/**
 * Runs `task` once the browser is idle (at most a second later), or at the next turn where there is no
 * `requestIdleCallback` (Safari, Node).
 */
export function whenIdle(task: () => void): void {
  const scope = globalThis as {
    requestIdleCallback?: (callback: () => void, options: { timeout: number }) => void
  }
  if (typeof scope.requestIdleCallback === 'function') scope.requestIdleCallback(task, { timeout: 1000 })
  else setTimeout(task, 0)
}

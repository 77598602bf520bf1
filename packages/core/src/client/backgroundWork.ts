import { loadOnce } from '../adapter/loadOnce'
import type { Logger } from '../adapter/logger'

/** The module of a client's background work (`actions/internal/background.ts`). */
type Background = typeof import('../actions/internal/background')

/**
 * Runs background work: `task` gets the module; a failure (its import included) is logged as `what`. Resolves
 * true when the task succeeded, false when it failed.
 */
export type RunInBackground = (what: string, task: (work: Background) => unknown) => Promise<boolean>

/** A client's background work: `run` a task on it, or `load` it ahead (with the services). */
export interface BackgroundWork {
  run: RunInBackground
  load(): Promise<Background>
}

/**
 * The client's background work (wallet events, restoring a stored connection, other tabs' changes, the origin
 * check, analytics), imported with one `import()` at its first need; once it is in, a task runs at once
 * (synchronously, so a wallet event changes state before the event returns).
 */
export function backgroundWork(logger: Logger): BackgroundWork {
  let background: Background | undefined
  const load = loadOnce(async () => {
    background = await (await import('../actions/internal/importBackground')).default()
    return background
  })
  const run: RunInBackground = (what, task) => {
    const done = () => true
    const failed = (error: unknown) => {
      logger.warn(what, error)
      return false
    }
    if (!background) return load().then(task).then(done, failed)
    try {
      return Promise.resolve(task(background)).then(done, failed)
    } catch (error) {
      return Promise.resolve(failed(error))
    }
  }
  return { run, load }
}

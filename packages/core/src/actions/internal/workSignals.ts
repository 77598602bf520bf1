import type { Latch } from '../../latch/types'

/** A client's background work that a test can wait for instead of a fixed delay. */
interface WorkSignals {
  /**
   * Its last project-config read (the remote config and, on a page, the origin check with its alert): settles once
   * both are in state (a failed read rejects).
   */
  projectConfigRead: Promise<unknown>
  /** The analytics flush its destroy started: settles once the queued events were sent, or dropped as off. */
  destroyFlush: Promise<void>
}

// A weak map, so a dropped client is not held.
const signals = new WeakMap<Latch, Partial<WorkSignals>>()

/** Records `work` as `latch`'s `name` signal. */
export function recordWorkSignal<Name extends keyof WorkSignals>(
  latch: Latch,
  name: Name,
  work: WorkSignals[Name],
): void {
  signals.set(latch, { ...signals.get(latch), [name]: work })
}

/** The client's `name` work (see `WorkSignals`); undefined until the client started it. */
export function workSignal<Name extends keyof WorkSignals>(
  latch: Latch,
  name: Name,
): WorkSignals[Name] | undefined {
  return signals.get(latch)?.[name]
}

import type { Latch } from '../../latch/types'

// Each mounted client's read of its project config (remote config and origin check), kept so that a test can wait
// for the read's outcome instead of a fixed delay; a weak map, so a dropped client is not held.
const reads = new WeakMap<Latch, Promise<void>>()

/** Records `read` as `latch`'s project-config read; the kept promise settles with it and never rejects. */
export function recordProjectConfigRead(latch: Latch, read: Promise<unknown>): void {
  reads.set(
    latch,
    read.then(
      () => {},
      () => {},
    ),
  )
}

/**
 * The client's last project-config read (its remote config and, on a page, the origin check with its alert):
 * settles once both are in state, whatever their outcome; undefined before the mount started one.
 */
export function projectConfigRead(latch: Latch): Promise<void> | undefined {
  return reads.get(latch)
}

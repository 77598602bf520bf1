import type { Latch } from '../../latch/types'

// Each mounted client's read of its project config (remote config and origin check), kept so that a test can wait
// for its outcome instead of a fixed delay; a weak map, so a dropped client is not held.
const reads = new WeakMap<Latch, Promise<unknown>>()

/** Records `read` as `latch`'s project-config read. */
export function recordProjectConfigRead(latch: Latch, read: Promise<unknown>): void {
  reads.set(latch, read)
}

/**
 * The client's last project-config read (its remote config and, on a page, the origin check with its alert): it
 * settles once both are in state (a failed read rejects); undefined before the mount started one.
 */
export function projectConfigRead(latch: Latch): Promise<unknown> | undefined {
  return reads.get(latch)
}

import type { ClientCore } from './clientCore'
import type { Latch } from './types'

// Each client's core, kept off the public LatchClient shape: only Latch's own modules read it (clientCore). Apart
// from the accessor: createLatch only records, and the accessor's check is no first-load code (issue 39).
export const cores = new WeakMap<Latch, ClientCore>()

/** Records the core of a client `createLatch` made. */
export function registerClientCore(core: ClientCore): void {
  cores.set(core.latch, core)
}

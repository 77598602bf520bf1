import type { LatchOptions } from '../options/types'
import { bindClientActions } from './clientActions'
import { createLatch } from './createLatch'
import type { LatchClient } from './types'

/**
 * `createLatch` with every action as a member too (`client.connect({ ... })`, `client.close()`), the style of
 * Latch before `@latch/core/actions`. The members are `CLIENT_ACTIONS`: the synchronous ones and their actions are
 * in the first load of a page that uses this, the others load with one `import()` at their first call. A page
 * that calls the actions itself (as `@latch/ui-react` does) uses `createLatch` and carries none of them.
 */
export function createLatchClient(options: LatchOptions): LatchClient {
  const latch = createLatch(options)
  return Object.assign(latch, bindClientActions(latch))
}

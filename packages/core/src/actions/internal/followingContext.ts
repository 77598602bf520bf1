import type { LatchStorage } from '../../services/storage/types'
import type { FlowContext } from './flowContext'

/**
 * The context a tab follows another tab with: the same store and adapters, but Latch's keys are left as the
 * other tab wrote them. Writing them again would fire `storage` events back at that tab (a ping-pong), and a
 * write made here from a slightly older view could undo what it did. Caches still fill (they are not followed).
 */
export function followingContext(context: FlowContext): FlowContext {
  const storage: LatchStorage = {
    ...context.storage,
    set() {},
    remove() {},
    addRecentWallet() {},
  }
  return { ...context, storage }
}

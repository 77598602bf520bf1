import { clientCore } from '../latch/clientCore'
import type { Latch } from '../latch/types'

/** {@link prefetchWallets} returns at once; the code loads in the background. */
export type PrefetchWalletsReturnType = void

/**
 * Wallet discovery is about to be needed (a visitor points at or focuses the connect button): every adapter starts,
 * so the wallet list is there when the modal opens. What `open` does too; calling it again costs nothing. (Loading
 * the first installed wallet's code here too is left out for now: it raced the visitor's pick in the demo.)
 */
export function prefetchWallets(latch: Latch): PrefetchWalletsReturnType {
  clientCore(latch).requestAdapters()
}

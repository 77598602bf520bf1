import { clientCore } from '../latch/clientCore'
import type { Latch } from '../latch/types'

/** {@link prefetchWallets} returns at once; the code loads in the background. */
export type PrefetchWalletsReturnType = void

/**
 * Wallet discovery is about to be needed (a visitor points at or focuses the connect button): every adapter starts,
 * and the wallet code of the first installed wallet's namespace loads, so that picking it does not wait on a
 * download. What `open` does too; calling it again costs nothing.
 */
export function prefetchWallets(latch: Latch): PrefetchWalletsReturnType {
  clientCore(latch).requestAdapters()
}

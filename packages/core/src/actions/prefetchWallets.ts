import { afterNextPaint } from '../latch/afterNextPaint'
import { clientCore } from '../latch/clientCore'
import type { Latch } from '../latch/types'

/** {@link prefetchWallets} resolves once discovery has started; the code loads in the background. */
export type PrefetchWalletsReturnType = Promise<void>

/**
 * Wallet discovery is about to be needed (a visitor points at or focuses the connect button): every adapter starts,
 * and the wallet code of the first installed wallet's namespace loads, so that picking it does not wait on a
 * download. What `open` does too; calling it again costs nothing. It starts after the next frame, not in the
 * pointer's event: the adapters' imports (and a bundler's preload of their chunks) would otherwise delay a click
 * that follows at once.
 */
export function prefetchWallets(latch: Latch): PrefetchWalletsReturnType {
  return new Promise((started) =>
    afterNextPaint(() => {
      clientCore(latch).requestAdapters()
      started()
    }),
  )
}

import { clientCore } from '../latch/clientCore'
import type { Latch } from '../latch/types'
import { isWalletConnectOffered } from './internal/walletConnectAdapters'

/** {@link prefetchWalletConnect} returns at once; the SDK loads in the background. */
export type PrefetchWalletConnectReturnType = void

/**
 * Starts loading the WalletConnect SDK (on hover, on idle), so the QR follows the click at once; with the project
 * id the integration also opens the relay. Nothing when WalletConnect is not offered.
 */
export function prefetchWalletConnect(latch: Latch): PrefetchWalletConnectReturnType {
  const core = clientCore(latch)
  const { walletConnect, projectId } = core.options
  if (isWalletConnectOffered(core)) walletConnect?.prefetch?.(projectId ? { projectId } : undefined)
}

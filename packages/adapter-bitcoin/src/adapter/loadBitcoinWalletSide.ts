import type { WalletSideShell } from '@latch/core'
import type { BitcoinWalletSide } from './createBitcoinWalletSide'
import type { BitcoinAdapterOptions } from './types'

/**
 * The wallet side, imported from a chunk that imports nothing itself (issue 39): a host bundler that preloads a lazy
 * chunk's imports with it (Vite) names those chunks where the `import()` is, here and not in the page's first load.
 */
export default async function loadBitcoinWalletSide(
  shell: WalletSideShell<BitcoinAdapterOptions>,
): Promise<BitcoinWalletSide> {
  return (await import('./createBitcoinWalletSide')).createBitcoinWalletSide(shell)
}

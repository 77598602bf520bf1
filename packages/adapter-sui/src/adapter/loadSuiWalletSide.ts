import type { WalletSideShell } from '@latch/core'
import type { SuiWalletSide } from './createSuiWalletSide'
import type { SuiAdapterOptions } from './types'

/**
 * The wallet side, imported from a chunk that imports nothing itself (issue 39): a host bundler that preloads a lazy
 * chunk's imports with it (Vite) names those chunks where the `import()` is, here and not in the page's first load.
 */
export default async function loadSuiWalletSide(
  shell: WalletSideShell<SuiAdapterOptions>,
): Promise<SuiWalletSide> {
  return (await import('./createSuiWalletSide')).createSuiWalletSide(shell)
}

import type { WalletSideShell } from '@latch/core'
import type { EvmWalletSide } from './createEvmWalletSide'
import type { EvmAdapterOptions } from './evmAdapter'

/**
 * The wallet side, imported from a chunk that imports nothing itself (issue 39): a host bundler that preloads a lazy
 * chunk's imports with it (Vite) names those chunks where the `import()` is, here and not in the page's first load.
 */
export default async function loadEvmWalletSide(
  shell: WalletSideShell<EvmAdapterOptions>,
): Promise<EvmWalletSide> {
  return (await import('./createEvmWalletSide')).createEvmWalletSide(shell)
}

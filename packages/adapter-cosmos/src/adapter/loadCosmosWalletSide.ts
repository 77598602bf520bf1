import type { WalletSideShell } from '@latch/core'
import type { CosmosWalletSide } from './createCosmosWalletSide'
import type { CosmosAdapterOptions } from './types'

/**
 * The wallet side, imported from a chunk that imports nothing itself (issue 39): a host bundler that preloads a lazy
 * chunk's imports with it (Vite) names those chunks where the `import()` is, here and not in the page's first load.
 */
export default async function loadCosmosWalletSide(
  shell: WalletSideShell<CosmosAdapterOptions>,
): Promise<CosmosWalletSide> {
  return (await import('./createCosmosWalletSide')).createCosmosWalletSide(shell)
}

import { fileURLToPath } from 'node:url'
import { describeAdapterConformance } from '@latch/core/conformance'
import { measureAdapterFirstLoad } from '@latch/fixture-bundle-split'
import { registerDevWallet } from '@latch/fixture-sui/devWallet'
import { vi } from 'vitest'
import { adapterContext, devWallet } from '../../test/testContext'
import tsupConfig from '../../tsup.config'
import { suiAdapter } from './suiAdapter'

// The real wallet-side module, whose exports fail to arrive once when the suite asks (an unreachable chunk).
const chunk = vi.hoisted(() => ({ failNext: false }))
vi.mock('./createSuiWalletSide', async (importOriginal) =>
  (await import('@latch/core/conformance')).failingImport(await importOriginal(), chunk),
)

const cleanups: (() => void)[] = []

describeAdapterConformance({
  name: 'suiAdapter',
  address: `0x${'5'.repeat(64)}`,
  setup: () => {
    const wallet = devWallet()
    return {
      adapter: suiAdapter({ wallets: [wallet], discover: false }),
      context: adapterContext(),
      wallet: {
        connectorId: wallet.name,
        provider: wallet,
        rejectNext: () => wallet.rejectNext(),
        switchAccount: () => void wallet.switchAccount(),
      },
    }
  },
  discovery: () => {
    const wallet = devWallet()
    cleanups.push(registerDevWallet(wallet))
    return { adapter: suiAdapter(), context: adapterContext(), connectorId: wallet.name }
  },
  cleanup: () => {
    for (const cleanup of cleanups.splice(0)) cleanup()
  },
  loadFailure: {
    failNextImport: () => {
      chunk.failNext = true
    },
  },
  firstLoad: {
    // A Latch app imports the adapter and its networks; the standalone isSuiAddress and formatSuiSignInMessage
    // are left out (a page that imports them pays for them).
    measure: () =>
      measureAdapterFirstLoad({
        packageDir: fileURLToPath(new URL('../..', import.meta.url)),
        entries: (tsupConfig as { entry: Record<string, string> }).entry,
        hostExports: ['suiAdapter', 'suiMainnet', 'suiTestnet', 'suiDevnet', 'suiLocalnet'],
      }),
    // The shell, the WalletConnect names its synchronous `walletConnect.namespace()` proposes, the networks.
    allowed: [
      /^src\/adapter\/suiAdapter\.ts$/,
      /^src\/walletConnect\/suiWalletConnect\.ts$/,
      /^src\/wallets\/announcedSuiConnectors\.ts$/,
      /^src\/networks\/suiNetworks\.ts$/,
    ],
    // The wallet side (Wallet Standard discovery, sessions, the address check) and @mysten/sui's client.
    lazy: [
      /^src\/adapter\/createSuiWalletSide\.ts$/,
      /^src\/address\/isSuiAddress\.ts$/,
      /node_modules\/@wallet-standard\/app\//,
      /node_modules\/@mysten\/sui\/dist\/esm\/jsonRpc\/client\.js$/,
    ],
    // Measured 1071 B with the networks (3719 B before issue 21); rounded up: growth must be a decision.
    maxGzipBytes: 1.2 * 1024,
  },
})

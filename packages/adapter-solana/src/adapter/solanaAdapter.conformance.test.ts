import { fileURLToPath } from 'node:url'
import { describeAdapterConformance } from '@latch/core/conformance'
import { measureAdapterFirstLoad } from '@latch/fixture-bundle-split'
import { registerDevWallet } from '@latch/fixture-solana/devWallet'
import { vi } from 'vitest'
import { adapterContext, fundedDevWallet } from '../../test/testContext'
import tsupConfig from '../../tsup.config'
import { solanaAdapter } from './solanaAdapter'

// The real wallet-side module, whose exports fail to arrive once when the suite asks (an unreachable chunk).
const chunk = vi.hoisted(() => ({ failNext: false }))
vi.mock('./createSolanaWalletSide', async (importOriginal) =>
  (await import('@latch/core/conformance')).failingImport(await importOriginal(), chunk),
)

const cleanups: (() => void)[] = []

describeAdapterConformance({
  name: 'solanaAdapter',
  address: 'Vote111111111111111111111111111111111111111',
  setup: async () => {
    const wallet = await fundedDevWallet(0)
    return {
      adapter: solanaAdapter({ wallets: [wallet], discover: false }),
      context: adapterContext(),
      wallet: {
        connectorId: wallet.name,
        provider: wallet,
        rejectNext: () => wallet.rejectNext(),
        switchAccount: () => void wallet.switchAccount(),
      },
    }
  },
  discovery: async () => {
    const wallet = await fundedDevWallet(0)
    cleanups.push(registerDevWallet(wallet))
    return { adapter: solanaAdapter(), context: adapterContext(), connectorId: wallet.name }
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
    // What a Latch app imports; the transfer, fee and signature helpers of the entry are left out (kit code by
    // nature: a page that imports them pays for them), and no legacy wallet-adapter is passed.
    measure: () =>
      measureAdapterFirstLoad({
        packageDir: fileURLToPath(new URL('../..', import.meta.url)),
        entries: (tsupConfig as { entry: Record<string, string> }).entry,
        hostExports: [
          'solanaAdapter',
          'solanaMainnet',
          'solanaDevnet',
          'solanaTestnet',
          'solanaLocalnet',
          'toWalletChain',
        ],
      }),
    // The shell, the WalletConnect names `walletConnect.namespace()` proposes, the networks, the native mint id.
    allowed: [
      /^src\/adapter\/solanaAdapter\.ts$/,
      /^src\/walletConnect\/solanaWalletConnect\.ts$/,
      /^src\/wallets\/announcedSolanaConnectors\.ts$/,
      /^src\/networks\/(solanaNetworks|toWalletChain)\.ts$/,
      /^src\/transfer\/nativeMint\.ts$/,
    ],
    // The wallet side (Wallet Standard discovery, bs58, sessions) and the @solana/kit runtime.
    lazy: [
      /^src\/adapter\/createSolanaWalletSide\.ts$/,
      /^src\/address\/isSolanaAddress\.ts$/,
      /node_modules\/@wallet-standard\/app\//,
      /node_modules\/bs58\//,
      /^src\/runtime\/createSolanaRuntime\.ts$/,
      /node_modules\/@solana\/rpc\//,
      /node_modules\/@solana-program\/system\//,
    ],
    // Measured 1549 B with the networks (5288 B before issue 21); rounded up: growth must be a decision.
    maxGzipBytes: 1.6 * 1024,
  },
})

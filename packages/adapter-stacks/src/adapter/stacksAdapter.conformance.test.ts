import { fileURLToPath } from 'node:url'
import { describeAdapterConformance } from '@latch/core/conformance'
import { measureAdapterFirstLoad } from '@latch/fixture-bundle-split'
import { vi } from 'vitest'
import { adapterContext, devWallet, memoryStorage } from '../../test/testContext'
import tsupConfig from '../../tsup.config'
import { stacksAdapter } from './stacksAdapter'

// The real wallet-side module, whose exports fail to arrive once when the suite asks (an unreachable chunk).
const chunk = vi.hoisted(() => ({ failNext: false }))
vi.mock('./createStacksWalletSide', async (importOriginal) =>
  (await import('@latch/core/conformance')).failingImport(await importOriginal(), chunk),
)

describeAdapterConformance({
  name: 'stacksAdapter',
  // An account of the context's first network, testnet.
  address: devWallet().wallet.stxAddress('testnet'),
  setup: () => {
    const { wallet, entry } = devWallet()
    return {
      adapter: stacksAdapter({ discover: false, storage: memoryStorage(), wallets: [entry] }),
      context: adapterContext(),
      wallet: {
        connectorId: wallet.info.id,
        provider: wallet.provider,
        rejectNext: () => wallet.rejectNext(),
        switchAccount: () => void wallet.switchAccount(),
      },
    }
  },
  discovery: () => {
    const scope: Record<string, unknown> = {}
    const { wallet } = devWallet()
    wallet.register(scope)
    vi.stubGlobal('window', scope)
    return {
      adapter: stacksAdapter({ storage: memoryStorage() }),
      context: adapterContext(),
      connectorId: wallet.info.id,
    }
  },
  cleanup: () => {
    vi.unstubAllGlobals()
  },
  loadFailure: {
    failNextImport: () => {
      chunk.failNext = true
    },
  },
  firstLoad: {
    measure: () =>
      measureAdapterFirstLoad({
        packageDir: fileURLToPath(new URL('../..', import.meta.url)),
        entries: (tsupConfig as { entry: Record<string, string> }).entry,
        hostExports: ['stacksAdapter', 'stacksMainnet', 'stacksTestnet'],
      }),
    // The shell, the WalletConnect names `walletConnect.namespace()` proposes, the networks: no package at all.
    allowed: [
      /^src\/adapter\/stacksAdapter\.ts$/,
      /^src\/walletConnect\/stacksWalletConnect\.ts$/,
      /^src\/networks\/stacksNetworks\.ts$/,
    ],
    // The wallet side (wbip_providers discovery, sessions, the c32 check) and the @stacks SDK runtime.
    lazy: [
      /^src\/adapter\/createStacksWalletSide\.ts$/,
      /^src\/wallets\/createProviderRegistry\.ts$/,
      /^src\/address\/isStacksAddress\.ts$/,
      /node_modules\/@scure\/base\//,
      /^src\/runtime\/createStacksRuntime\.ts$/,
      /node_modules\/@stacks\/transactions\//,
    ],
    // Measured with the networks under 1.4 KiB (before issue 21 several KiB); growth must be a decision.
    maxGzipBytes: 1.4 * 1024,
  },
})

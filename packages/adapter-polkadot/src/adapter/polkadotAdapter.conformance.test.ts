import { fileURLToPath } from 'node:url'
import { describeAdapterConformance } from '@latch/core/conformance'
import { measureAdapterFirstLoad } from '@latch/fixture-bundle-split'
import { createPolkadotDevWallet } from '@latch/fixture-polkadot/devWallet'
import { vi } from 'vitest'
import { adapterContext } from '../../test/testContext'
import tsupConfig from '../../tsup.config'
import { polkadotAdapter } from './polkadotAdapter'

// The real wallet-side module, whose exports fail to arrive once when the suite asks (an unreachable chunk).
const chunk = vi.hoisted(() => ({ failNext: false }))
vi.mock('./createPolkadotWalletSide', async (importOriginal) =>
  (await import('@latch/core/conformance')).failingImport(await importOriginal(), chunk),
)

/** The dev extension injected into a page object that stands for `window` (Node has none). */
function walletOnPage() {
  const page: { injectedWeb3?: Record<string, never> } = {}
  const wallet = createPolkadotDevWallet()
  wallet.inject(page as never)
  vi.stubGlobal('window', page)
  return wallet
}

const adapter = () => polkadotAdapter({ appName: 'Latch conformance', discoveryWindowMs: 0 })

describeAdapterConformance({
  name: 'polkadotAdapter',
  address: createPolkadotDevWallet().accounts[0]?.address ?? '',
  setup: () => {
    const wallet = walletOnPage()
    return {
      adapter: adapter(),
      context: adapterContext(),
      wallet: {
        connectorId: wallet.id,
        provider: wallet.provider,
        rejectNext: () => wallet.rejectNext(),
        // The visitor adds a key: a new account list.
        switchAccount: () => void wallet.addAccount({ uri: '//Conformance', name: 'Added' }),
      },
    }
  },
  discovery: () => ({ adapter: adapter(), context: adapterContext(), connectorId: walletOnPage().id }),
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
        hostExports: ['polkadotAdapter', 'polkadot', 'kusama', 'westend', 'paseo'],
      }),
    // The shell, the WalletConnect names `walletConnect.namespace()` proposes, the networks: no package at all.
    allowed: [
      /^src\/adapter\/polkadotAdapter\.ts$/,
      /^src\/walletConnect\/polkadotWalletConnect\.ts$/,
      /^src\/networks\/polkadotNetworks\.ts$/,
    ],
    // The wallet side (extension discovery, sessions, the SS58 check) and @polkadot's types and crypto.
    lazy: [
      /^src\/adapter\/createPolkadotWalletSide\.ts$/,
      /^src\/wallets\/readInjectedExtensions\.ts$/,
      /^src\/address\/isPolkadotAddress\.ts$/,
      /node_modules\/@scure\/base\//,
      /^src\/runtime\/createPolkadotRuntime\.ts$/,
      /node_modules\/@polkadot\/types\//,
      /node_modules\/@polkadot\/util-crypto\//,
    ],
    // Measured 1562 B with four networks (their genesis hashes and RPC lists; 7105 B before issue 21).
    maxGzipBytes: 1.7 * 1024,
  },
})

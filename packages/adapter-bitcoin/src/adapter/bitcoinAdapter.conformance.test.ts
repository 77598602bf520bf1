import { fileURLToPath } from 'node:url'
import { describeAdapterConformance } from '@latch/core/conformance'
import { createDevWallet } from '@latch/fixture-bitcoin/devWallet'
import { measureAdapterFirstLoad } from '@latch/fixture-bundle-split'
import { vi } from 'vitest'
import { adapterContext } from '../../test/testContext'
import tsupConfig from '../../tsup.config'
import { bitcoinAdapter } from './bitcoinAdapter'

// The real wallet-side module, whose exports fail to arrive once when the suite asks (an unreachable chunk).
const chunk = vi.hoisted(() => ({ failNext: false }))
vi.mock('./createBitcoinWalletSide', async (importOriginal) =>
  (await import('@latch/core/conformance')).failingImport(await importOriginal(), chunk),
)

let seeds = 0

describeAdapterConformance({
  name: 'bitcoinAdapter',
  address: 'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4',
  setup: () => {
    seeds += 1
    const wallet = createDevWallet({ seed: `conformance-${seeds}` })
    return {
      adapter: bitcoinAdapter({
        discover: false,
        providers: [{ info: wallet.info, provider: wallet.provider }],
      }),
      context: adapterContext(),
      wallet: {
        connectorId: wallet.info.id,
        provider: wallet.provider,
        rejectNext: () => wallet.rejectNext(),
        switchAccount: () => void wallet.switchAccount(`conformance-switched-${seeds}`),
      },
    }
  },
  discovery: () => {
    // A page-like window: an event target (Wallet Standard listens on it) with sats-connect's registry.
    const page = Object.assign(new EventTarget(), { btc_providers: [] as unknown[] })
    vi.stubGlobal('window', page)
    const wallet = createDevWallet({ seed: 'conformance-page' })
    wallet.install(page)
    return { adapter: bitcoinAdapter(), context: adapterContext(), connectorId: wallet.info.id }
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
    // What a Latch app imports; the standalone isBitcoinAddress is left out (a page that imports it pays for it).
    measure: () =>
      measureAdapterFirstLoad({
        packageDir: fileURLToPath(new URL('../..', import.meta.url)),
        entries: (tsupConfig as { entry: Record<string, string> }).entry,
        hostExports: [
          'bitcoinAdapter',
          'bitcoinMainnet',
          'bitcoinTestnet4',
          'bitcoinSignet',
          'bitcoinRegtest',
        ],
      }),
    // The shell, the WalletConnect names `walletConnect.namespace()` proposes, the networks: no package at all.
    allowed: [
      /^src\/adapter\/bitcoinAdapter\.ts$/,
      /^src\/walletConnect\/bitcoinWalletConnect\.ts$/,
      /^src\/networks\/bitcoinNetworks\.ts$/,
    ],
    // The wallet side (discovery, the address check on @scure/base) and the runtime (bridges, sessions, Esplora).
    lazy: [
      /^src\/adapter\/createBitcoinWalletSide\.ts$/,
      /^src\/wallets\/readSatsConnectProviders\.ts$/,
      /^src\/address\/isBitcoinAddress\.ts$/,
      /node_modules\/@wallet-standard\/app\//,
      /node_modules\/@scure\/base\//,
      /^src\/runtime\/createSessions\.ts$/,
      /^src\/balance\/readEsploraBalance\.ts$/,
    ],
    // Measured 1143 B with the networks (6238 B before issue 21); rounded up: growth must be a decision.
    maxGzipBytes: 1.2 * 1024,
  },
})

import { fileURLToPath } from 'node:url'
import { describeAdapterConformance } from '@latch/core/conformance'
import { measureAdapterFirstLoad } from '@latch/fixture-bundle-split'
import { vi } from 'vitest'
import { adapterContext, installDevWallet, testWindow } from '../../test/testContext'
import tsupConfig from '../../tsup.config'
import { cosmosAdapter } from './cosmosAdapter'

// The real wallet-side module, whose exports fail to arrive once when the suite asks (an unreachable chunk).
const chunk = vi.hoisted(() => ({ failNext: false }))
vi.mock('./createCosmosWalletSide', async (importOriginal) =>
  (await import('@latch/core/conformance')).failingImport(await importOriginal(), chunk),
)

describeAdapterConformance({
  name: 'cosmosAdapter',
  address: 'cosmos1qypqxpq9qcrsszg2pvxq6rs0zqg3yyc5lzv7xu',
  setup: () => {
    // The dev wallet on a page of its own (its key changes fire there), and offered by the host as well.
    const window = testWindow()
    const wallet = installDevWallet(window)
    const source = {
      id: 'embedded',
      name: 'Embedded',
      provider: wallet.provider,
      keystoreEvent: wallet.keystoreEvent,
    }
    return {
      adapter: cosmosAdapter({ window, discover: false, wallets: [source] }),
      context: adapterContext(),
      wallet: {
        connectorId: 'embedded',
        provider: wallet.provider,
        rejectNext: () => wallet.rejectNext(),
        switchAccount: () => wallet.switchAccount(1),
      },
    }
  },
  discovery: () => {
    const window = testWindow()
    installDevWallet(window)
    return { adapter: cosmosAdapter({ window }), context: adapterContext(), connectorId: 'latch-dev-cosmos' }
  },
  loadFailure: {
    failNextImport: () => {
      chunk.failNext = true
    },
  },
  firstLoad: {
    // What a Latch app imports; the standalone isCosmosAddress is left out (a page that imports it pays for it).
    measure: () =>
      measureAdapterFirstLoad({
        packageDir: fileURLToPath(new URL('../..', import.meta.url)),
        entries: (tsupConfig as { entry: Record<string, string> }).entry,
        hostExports: [
          'cosmosAdapter',
          'cosmosHub',
          'osmosis',
          'cosmosHubTestnet',
          'osmosisTestnet',
          'cosmosLocalnet',
        ],
      }),
    // The shell, the WalletConnect names `walletConnect.namespace()` proposes, the networks: no package at all.
    allowed: [
      /^src\/adapter\/cosmosAdapter\.ts$/,
      /^src\/walletConnect\/cosmosWalletConnect\.ts$/,
      /^src\/networks\/cosmosNetworks?\.ts$/,
    ],
    // The wallet side (discovery, sessions, chain grants, the bech32 check) and @cosmjs (balances, ADR-36).
    lazy: [
      /^src\/adapter\/createCosmosWalletSide\.ts$/,
      /^src\/wallets\/createWalletRegistry\.ts$/,
      /^src\/address\/decodeCosmosAddress\.ts$/,
      /node_modules\/@scure\/base\//,
      /^src\/runtime\/createCosmosRuntime\.ts$/,
      /^src\/siwx\/verifyCosmosSignature\.ts$/,
      /node_modules\/@cosmjs\/stargate\//,
    ],
    // Measured 1334 B with five networks (4935 B before issue 21); rounded up: growth must be a decision.
    maxGzipBytes: 1.4 * 1024,
  },
})

import { fileURLToPath } from 'node:url'
import { gzipSync } from 'node:zlib'
import { describeAdapterConformance } from '@latch/core/conformance'
import { ANVIL_PRIVATE_KEYS, createDevWallet } from '@latch/fixture-evm'
import { type OutputChunk, rolldown } from 'rolldown'
import { inject, vi } from 'vitest'
import type { EvmWindow } from '../discovery/createWalletRegistry'
import { anvilLocal } from '../networks/commonNetworks'
import { evmAdapter } from './evmAdapter'

// The real wallet-side module (discovery), whose exports fail to arrive once when the suite asks.
const chunk = vi.hoisted(() => ({ failNext: false }))
vi.mock('./createEvmWalletSide', async (importOriginal) =>
  (await import('@latch/core/conformance')).failingImport(await importOriginal(), chunk),
)

const silent = { debug() {}, info() {}, warn() {}, error() {} }

/** The anvil test bed's two chains, as a host configures them. */
function hostContext() {
  const bed = inject('evmTestBed')
  return {
    networks: [
      anvilLocal(bed.chainA.rpcUrl, bed.chainA.chainId),
      anvilLocal(bed.chainB.rpcUrl, bed.chainB.chainId),
    ],
    customRpcUrls: {},
    logger: silent,
  }
}

/** A real-key dev wallet on the anvil chains, announcing itself (EIP-6963) on a page that stands for `window`. */
function walletOnPage() {
  const bed = inject('evmTestBed')
  const page = new EventTarget() as EvmWindow
  vi.stubGlobal('window', page)
  const wallet = createDevWallet({
    rpcUrls: { [bed.chainA.chainId]: bed.chainA.rpcUrl, [bed.chainB.chainId]: bed.chainB.rpcUrl },
    privateKeys: ANVIL_PRIVATE_KEYS.slice(0, 2),
    chainId: bed.chainA.chainId,
  })
  wallet.announce(page)
  return wallet
}

/** Bundles the package entry as a host's bundler does (rolldown; @latch/core is its own package). */
async function measure() {
  const bundle = await rolldown({
    input: fileURLToPath(new URL('../exports/index.ts', import.meta.url)),
    external: ['@latch/core'],
    platform: 'browser',
    logLevel: 'silent',
  })
  const { output } = await bundle.generate({ format: 'esm', minify: true })
  await bundle.close()
  const chunks = output.filter((item): item is OutputChunk => item.type === 'chunk')
  const byName = new Map(chunks.map((item) => [item.fileName, item]))
  const first = new Set<string>()
  const queue = chunks.filter((item) => item.isEntry).map((item) => item.fileName)
  for (let name = queue.pop(); name !== undefined; name = queue.pop()) {
    if (first.has(name)) continue
    first.add(name)
    queue.push(...(byName.get(name)?.imports ?? []))
  }
  const modules = (list: OutputChunk[]) =>
    list.flatMap((item) =>
      Object.entries(item.modules)
        .filter(([, module]) => module.renderedLength > 0)
        .map(([id]) => id),
    )
  const staticChunks = chunks.filter((item) => first.has(item.fileName))
  return {
    staticModules: modules(staticChunks),
    lazyModules: modules(chunks.filter((item) => !first.has(item.fileName))),
    staticGzipBytes: staticChunks.reduce((sum, item) => sum + gzipSync(item.code, { level: 9 }).length, 0),
  }
}

describeAdapterConformance({
  name: 'evmAdapter',
  address: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
  setup: () => {
    const wallet = walletOnPage()
    return {
      adapter: evmAdapter(),
      context: hostContext(),
      wallet: {
        connectorId: wallet.info.rdns,
        provider: wallet.provider,
        rejectNext: () => wallet.rejectNext(),
        switchAccount: () => wallet.selectAccount(1),
      },
    }
  },
  discovery: () => ({ adapter: evmAdapter(), context: hostContext(), connectorId: walletOnPage().info.rdns }),
  cleanup: () => {
    vi.unstubAllGlobals()
  },
  loadFailure: {
    failNextImport: () => {
      chunk.failNext = true
    },
  },
  firstLoad: {
    measure,
    // The shell, its WalletConnect names, the networks and ABIs the entry exports: no viem, wagmi or @noble.
    allowed: [
      /\/src\/(adapter\/evmAdapter|walletConnect\/evmWalletConnect|networks\/\w+|abi\/\w+|actions\/readTtls|discovery\/injectedConnectorId|discovery\/announcedEvmConnectors)\.ts$/,
    ],
    // Discovery with the EIP-55 check, and the viem / wagmi runtime.
    lazy: [
      /\/src\/adapter\/createEvmWalletSide\.ts$/,
      /\/src\/discovery\/createWalletRegistry\.ts$/,
      /node_modules\/@noble\/hashes\/esm\/sha3\.js$/,
      /\/src\/runtime\/createEvmRuntime\.ts$/,
      /node_modules\/@wagmi\/core\/dist\/esm\/createConfig\.js$/,
      /node_modules\/viem\/_esm\/clients\/createClient\.js$/,
    ],
    // Every export of the entry, ABIs and networks included (9 KiB with viem's helpers before issue 21).
    maxGzipBytes: 2.5 * 1024,
  },
})

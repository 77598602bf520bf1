import { fileURLToPath } from 'node:url'
import { buildPackage, type FirstLoad, measureFirstLoad } from '@latch/fixture-bundle-split'
import { beforeAll, describe, expect, it } from 'vitest'
import tsupConfig from '../../tsup.config'

// measureFirstLoad builds the package as `npm run build` does and bundles it as a host's bundler does: what the host
// entry chunk reaches statically is what a host page pays on first load; the rest loads through import(). The host
// imports what a Latch app imports: the adapter and its networks. The entry's standalone helpers are left out:
// `isStacksAddress` and `formatStacksSignInMessage` are the c32 check (SHA-256 from @noble/hashes) and core's sign-in
// rules; a page that imports them pays for them, a Latch app does not.
// The bundled build (esbuild chunks, not one file per module) keeps the shell apart from the wallet side already, as
// the first test shows, with 7 KiB gzip less in the lazy chunks than one file per module.
const PACKAGE = fileURLToPath(new URL('../..', import.meta.url))
const APP_EXPORTS = ['stacksAdapter', 'stacksMainnet', 'stacksTestnet']
const ENTRIES = (tsupConfig as { entry: Record<string, string> }).entry
const bundleHost = (hostExports: readonly string[]) =>
  measureFirstLoad({ packageDir: PACKAGE, entries: ENTRIES, hostExports })

// What connect, balance and signature checks need: the @stacks SDK packages and what they drag in.
const RUNTIME_PACKAGES = [
  /node_modules\/@stacks\/transactions\//,
  /node_modules\/@stacks\/encryption\//,
  /node_modules\/@stacks\/network\//,
  /node_modules\/@stacks\/common\//,
  /node_modules\/@noble\/secp256k1\//,
  /node_modules\/lodash\.clonedeep\//,
  /node_modules\/@scure\/base\//,
  /node_modules\/c32check\//,
  /node_modules\/base-x\//,
]
// The wallet side's own libraries for the c32 address check (issue 31: no hand-written codec): @scure/base's radix-32
// codec and @noble/hashes' SHA-256.
const WALLET_SIDE_PACKAGES = [/node_modules\/@noble\/hashes\//, /node_modules\/@scure\/base\//]
// Never in a host's bundle at all: @stacks/connect's AppKit / WalletConnect tree and its modal.
const NEVER = [
  /node_modules\/@reown\//,
  /node_modules\/@walletconnect\//,
  /node_modules\/@stacks\/connect/,
  /node_modules\/@stencil\//,
]
// The source modules the first load may hold (issue 21): the adapter's shell, the WalletConnect method names its
// synchronous `walletConnect.namespace()` proposes, and the networks the host names.
const FIRST_LOAD_SOURCES = [
  'src/adapter/stacksAdapter.ts',
  'src/walletConnect/stacksWalletConnect.ts',
  'src/networks/stacksNetworks.ts',
]
// The wallet side: discovery, sessions and their remembered grants, connect and sign, address check, sign-in format.
const WALLET_SIDE_SOURCES = [
  'src/adapter/createStacksWallets.ts',
  'src/wallets/createProviderRegistry.ts',
  'src/wallets/requestWallet.ts',
  'src/adapter/createConnectionStore.ts',
  'src/adapter/watchProvider.ts',
  'src/address/isStacksAddress.ts',
  'src/address/decodeC32Address.ts',
  'src/siwx/formatStacksSignInMessage.ts',
]
const RUNTIME_SOURCES = [
  'src/runtime/createStacksRuntime.ts',
  'src/address/toConnectedAccounts.ts',
  'src/address/isBitcoinAddress.ts',
  'src/balance/fetchStxBalance.ts',
  'src/siwx/verifyStacksSignature.ts',
]
const matching = (ids: string[], patterns: RegExp[]) =>
  ids.filter((id) => patterns.some((pattern) => pattern.test(id)))

/** The package's source modules behind the build's files among `ids` (esbuild heads each one with `// <path>/src/...`). */
const sourcesOf = (built: Map<string, string>, ids: string[]) => [
  ...new Set(
    ids.flatMap((id) =>
      [...(built.get(id) ?? '').matchAll(/^\/\/ (?:\S+\/)?(src\/\S+\.ts)$/gm)].map((match) => match[1] ?? ''),
    ),
  ),
]

describe('first load of @latch/adapter-stacks', () => {
  let split: FirstLoad
  let built: Map<string, string>
  beforeAll(async () => {
    split = await bundleHost(APP_EXPORTS)
    built = await buildPackage({ packageDir: PACKAGE, entries: ENTRIES })
  }, 60_000)

  it('issue 21: the first load is the shell: no discovery, registry, sessions, c32 check, sign-in format or @noble/hashes', () => {
    const firstLoad = sourcesOf(built, split.staticModules)
    expect(firstLoad).toContain('src/adapter/stacksAdapter.ts')
    expect(firstLoad.filter((source) => !FIRST_LOAD_SOURCES.includes(source))).toEqual([])
    expect(firstLoad.filter((source) => WALLET_SIDE_SOURCES.includes(source))).toEqual([])
    expect(matching(split.staticModules, WALLET_SIDE_PACKAGES)).toEqual([])
  })

  it('the statically imported code holds no @stacks SDK, c32check, secp256k1 or bech32 code', () => {
    expect(matching(split.staticModules, RUNTIME_PACKAGES)).toEqual([])
    expect(
      sourcesOf(built, split.staticModules).filter((source) => RUNTIME_SOURCES.includes(source)),
    ).toEqual([])
  })

  it('issue 21: the wallet side is reached only through import(), with discovery, the c32 check and SHA-256', () => {
    expect(sourcesOf(built, split.lazyModules)).toEqual(expect.arrayContaining(WALLET_SIDE_SOURCES))
    expect(split.lazyModules).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/node_modules\/@noble\/hashes\/esm\/sha2\.js$/),
        expect.stringMatching(/node_modules\/@scure\/base\/lib\/esm\/index\.js$/),
      ]),
    )
  })

  it('the runtime, reached only through import(), holds @stacks/transactions, encryption and network', () => {
    expect(sourcesOf(built, split.lazyModules)).toEqual(expect.arrayContaining(RUNTIME_SOURCES))
    expect(split.lazyModules).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/node_modules\/@stacks\/transactions\//),
        expect.stringMatching(/node_modules\/@stacks\/encryption\//),
        expect.stringMatching(/node_modules\/@stacks\/network\//),
      ]),
    )
  })

  it('no AppKit, WalletConnect, @stacks/connect or its Stencil modal anywhere in the host build', () => {
    expect(matching([...split.staticModules, ...split.lazyModules], NEVER)).toEqual([])
  })

  it('issue 21: the page loads under 1.4 KiB gzip with the networks, the adapter alone under 1 KiB; the lazy chunks under 40 KiB (without @latch/core)', async () => {
    // Measured (rolldown-minified, gzip level 9): the adapter and networks 1291 B, the adapter alone 826 B (before
    // issue 21, with discovery, the c32 check, SHA-256 and the sign-in formatter: 7155 B and 6982 B). The bounds are
    // those rounded up: growth must be a decision. The lazy chunks (wallet side, @stacks runtime, WalletConnect
    // session) were 38.1 KiB; 37.1 KiB before issue 31 and 37.6 KiB with @scure/base's c32 and base58check codecs
    // in place of the hand-written ones (the wallet side 6.4 → 8.9 KiB).
    expect(split.staticGzipBytes).toBeLessThan(1.4 * 1024)
    expect(split.lazyGzipBytes).toBeLessThan(40 * 1024)
    const adapterOnly = await bundleHost(['stacksAdapter'])
    expect(adapterOnly.staticGzipBytes).toBeLessThan(1024)
  })
})

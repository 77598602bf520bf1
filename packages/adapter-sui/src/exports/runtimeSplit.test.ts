import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { buildPackage, type FirstLoad, measureFirstLoad, splitTestOutDir } from '@latch/fixture-bundle-split'
import { beforeAll, describe, expect, it } from 'vitest'
import tsupConfig from '../../tsup.config'

// measureFirstLoad builds the package as `npm run build` does and bundles it as a host's bundler does: what the
// host entry chunk reaches statically is what a host page pays on first load; the rest loads through import(). The host
// imports what a Latch app imports: the adapter and its networks. The standalone `isSuiAddress` and
// `formatSuiSignInMessage` are left out: a page that imports them pays for them, one that does not (a Latch app)
// does not.
const PACKAGE = fileURLToPath(new URL('../..', import.meta.url))
const OUT = splitTestOutDir(PACKAGE)
const ENTRIES = (tsupConfig as { entry: Record<string, string> }).entry
const APP_EXPORTS = ['suiAdapter', 'suiMainnet', 'suiTestnet', 'suiDevnet', 'suiLocalnet']
const bundleHost = (hostExports: readonly string[]) =>
  measureFirstLoad({ packageDir: PACKAGE, entries: ENTRIES, hostExports })

// @mysten/sui and what it brings: BCS, the noble/scure crypto, valibot, GraphQL, the zkLogin hash.
const RUNTIME_ONLY = [
  /node_modules\/@mysten\/sui\//,
  /node_modules\/@mysten\/bcs\//,
  /node_modules\/@mysten\/utils\//,
  /node_modules\/@noble\//,
  /node_modules\/@scure\//,
  /node_modules\/valibot\//,
  /node_modules\/graphql\//,
  /node_modules\/poseidon-lite\//,
]
// The wallet side's libraries: Wallet Standard discovery and the feature checks.
const WALLET_SIDE_PACKAGES = [
  /node_modules\/@mysten\/wallet-standard\//,
  /node_modules\/@wallet-standard\/app\//,
  /node_modules\/@wallet-standard\/features\//,
]
// The source modules the first load may hold (issue 21): the adapter's shell, the WalletConnect method names its
// synchronous `walletConnect.namespace()` proposes, and the networks the host names.
const FIRST_LOAD_SOURCES = [
  'src/adapter/suiAdapter.ts',
  'src/walletConnect/suiWalletConnect.ts',
  'src/networks/suiNetworks.ts',
]
// The wallet side: registry, sessions, connect and sign, address check, sign-in format.
const WALLET_SIDE_SOURCES = [
  'src/adapter/createSuiWalletSide.ts',
  'src/wallets/createWalletRegistry.ts',
  'src/wallets/isSuiWallet.ts',
  'src/wallets/suiFeatures.ts',
  'src/address/isSuiAddress.ts',
  'src/siwx/formatSuiSignInMessage.ts',
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

describe('first load of @latch/adapter-sui', () => {
  let split: FirstLoad
  let built: Map<string, string>
  beforeAll(async () => {
    split = await bundleHost(APP_EXPORTS)
    built = await buildPackage({ packageDir: PACKAGE, entries: ENTRIES })
  }, 60_000)

  it('the statically imported code holds no @mysten/sui (nor its BCS and crypto)', () => {
    expect(matching(split.staticModules, RUNTIME_ONLY)).toEqual([])
    expect(split.staticModules).toContain(join(OUT, 'index.js'))
    // A WalletConnect session's wallet loads with the session.
    expect(matching(split.staticModules, [/sessionSuiWallet/])).toEqual([])
  })

  it('issue 21: the first load is the shell: no Wallet Standard discovery, registry, sessions, address check or sign-in format', () => {
    expect(matching(split.staticModules, WALLET_SIDE_PACKAGES)).toEqual([])
    const firstLoad = sourcesOf(built, split.staticModules)
    expect(firstLoad).toContain('src/adapter/suiAdapter.ts')
    expect(firstLoad.filter((source) => !FIRST_LOAD_SOURCES.includes(source))).toEqual([])
  })

  it('issue 21: the wallet side is a chunk reached only through import(), with Wallet Standard discovery', () => {
    expect(split.lazyModules).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/\/\.split-test\/createSuiWalletSide-\w+\.js$/),
        ...WALLET_SIDE_PACKAGES.map((pattern) => expect.stringMatching(pattern)),
      ]),
    )
    expect(sourcesOf(built, split.lazyModules)).toEqual(expect.arrayContaining(WALLET_SIDE_SOURCES))
  })

  it('the runtime chunk, reached only through import(), holds the @mysten/sui client and verifier', () => {
    expect(split.lazyModules).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/\/\.split-test\/createSuiRuntime-\w+\.js$/),
        expect.stringMatching(/node_modules\/@mysten\/sui\/dist\/esm\/jsonRpc\/client\.js$/),
        expect.stringMatching(/node_modules\/@mysten\/sui\/dist\/esm\/verify\/verify\.js$/),
      ]),
    )
    expect(split.staticModules.filter((id) => id.includes('createSuiRuntime'))).toEqual([])
    expect(split.lazyGzipBytes).toBeGreaterThan(30 * 1024)
  })

  it('issue 21: the page loads under 1.2 KiB gzip with the networks, the adapter alone under 0.9 KiB (without @latch/core)', async () => {
    // Measured (rolldown-minified, gzip level 9): the adapter and networks 1071 B, the adapter alone 813 B (before
    // issue 21, with Wallet Standard discovery, the address check and the sign-in formatter: 3719 B and 3454 B).
    // The bounds are those rounded up: growth must be a decision.
    expect(split.staticGzipBytes).toBeLessThan(1.2 * 1024)
    const adapterOnly = await bundleHost(['suiAdapter'])
    expect(adapterOnly.staticGzipBytes).toBeLessThan(0.9 * 1024)
  })
})

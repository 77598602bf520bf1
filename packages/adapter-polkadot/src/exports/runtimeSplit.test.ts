import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { buildPackage, type FirstLoad, measureFirstLoad, splitTestOutDir } from '@latch/fixture-bundle-split'
import { beforeAll, describe, expect, it } from 'vitest'
import tsupConfig from '../../tsup.config'

// measureFirstLoad builds the package as `npm run build` does and bundles it as a host's bundler does: what the
// host entry chunk reaches statically is what a host page pays on first load; the rest loads through import(). The host
// imports what a Latch app imports: the adapter and its networks. The standalone `isPolkadotAddress` is left out: a
// page that imports it pays for it (@scure/base's base58 and noble's blake2b), one that does not (a Latch app) does not.
const PACKAGE = fileURLToPath(new URL('../..', import.meta.url))
const OUT = splitTestOutDir(PACKAGE)
const ENTRIES = (tsupConfig as { entry: Record<string, string> }).entry
const APP_EXPORTS = ['polkadotAdapter', 'polkadot', 'kusama', 'westend', 'paseo']
const bundleHost = (hostExports: readonly string[]) =>
  measureFirstLoad({ packageDir: PACKAGE, entries: ENTRIES, hostExports })

// The heavy parts: @polkadot/types and its codecs, util-crypto (with its WASM), util, rxjs.
const RUNTIME_ONLY = [
  /node_modules\/@polkadot\/types/,
  /node_modules\/@polkadot\/util-crypto\//,
  /node_modules\/@polkadot\/wasm-crypto/,
  /node_modules\/@polkadot\/util\//,
  /node_modules\/rxjs\//,
]
// The wallet side's libraries: @scure/base's base58 and noble's blake2b (the SS58 checksum) for the synchronous
// address check (issue 31: no hand-written codec).
const WALLET_SIDE_PACKAGES = [/node_modules\/@scure\/base\//, /node_modules\/@noble\/hashes\//]
// The source modules the first load may hold (issue 21): the adapter's shell and the networks the host names.
const FIRST_LOAD_SOURCES = ['src/adapter/polkadotAdapter.ts', 'src/networks/polkadotNetworks.ts']
// The wallet side: extension discovery, sessions, connect and sign, the SS58 address check.
const WALLET_SIDE_SOURCES = [
  'src/adapter/createPolkadotWallets.ts',
  'src/wallets/readInjectedExtensions.ts',
  'src/address/isPolkadotAddress.ts',
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

describe('first load of @latch/adapter-polkadot', () => {
  let split: FirstLoad
  let built: Map<string, string>
  beforeAll(async () => {
    split = await bundleHost(APP_EXPORTS)
    built = await buildPackage({ packageDir: PACKAGE, entries: ENTRIES })
  }, 120_000)

  it('the statically imported code holds no @polkadot/types, util-crypto or WASM', () => {
    expect(matching(split.staticModules, RUNTIME_ONLY)).toEqual([])
    expect(split.staticModules).toEqual(expect.arrayContaining([join(OUT, 'index.js')]))
    // A WalletConnect session's code loads with the session.
    expect(matching(split.staticModules, [/sessionInjected/])).toEqual([])
  })

  it('issue 21: the first load is the shell: no extension discovery, sessions, SS58 check or blake2b', () => {
    expect(split.staticModules.filter((id) => id.includes('node_modules'))).toEqual([])
    const firstLoad = sourcesOf(built, split.staticModules)
    expect(firstLoad).toContain('src/adapter/polkadotAdapter.ts')
    expect(firstLoad.filter((source) => !FIRST_LOAD_SOURCES.includes(source))).toEqual([])
  })

  it('issue 21: the wallet side is a chunk reached only through import(), with blake2b', () => {
    expect(split.lazyModules).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/\/\.split-test\/createPolkadotWallets-\w+\.js$/),
        ...WALLET_SIDE_PACKAGES.map((pattern) => expect.stringMatching(pattern)),
      ]),
    )
    expect(sourcesOf(built, split.lazyModules)).toEqual(expect.arrayContaining(WALLET_SIDE_SOURCES))
  })

  it('the runtime chunk, reached only through import(), holds @polkadot/types and util-crypto', () => {
    expect(split.lazyModules).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/\/\.split-test\/createPolkadotRuntime-\w+\.js$/),
        expect.stringMatching(/node_modules\/@polkadot\/types\//),
        expect.stringMatching(/node_modules\/@polkadot\/util-crypto\//),
      ]),
    )
    expect(split.staticModules.filter((id) => id.includes('createPolkadotRuntime'))).toEqual([])
    // No RPC provider stack and nothing of the light client (@substrate/connect, smoldot: GPL).
    const all = [...split.staticModules, ...split.lazyModules]
    expect(
      all.filter((id) =>
        /node_modules\/(@substrate\/connect|smoldot|@polkadot\/(api|rpc-provider))/.test(id),
      ),
    ).toEqual([])
    expect(split.lazyGzipBytes).toBeGreaterThan(100 * 1024)
  })

  it('issue 21: the page loads under 1.7 KiB gzip with the four networks, the adapter alone under 0.9 KiB (without @latch/core)', async () => {
    // Measured (rolldown-minified, gzip level 9): the adapter and networks 1562 B, the adapter alone 787 B (before
    // issue 21, with extension discovery, the SS58 check and blake2b: 7105 B and 7071 B). The networks carry their
    // genesis hashes and RPC lists. The bounds are those rounded up: growth must be a decision.
    expect(split.staticGzipBytes).toBeLessThan(1.7 * 1024)
    const adapterOnly = await bundleHost(['polkadotAdapter'])
    expect(adapterOnly.staticGzipBytes).toBeLessThan(0.9 * 1024)
  })
})

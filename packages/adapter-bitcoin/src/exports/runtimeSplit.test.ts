import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { buildPackage, type FirstLoad, measureFirstLoad, splitTestOutDir } from '@latch/fixture-bundle-split'
import { beforeAll, describe, expect, it } from 'vitest'
import tsupConfig from '../../tsup.config'

// measureFirstLoad builds the package as `npm run build` does and bundles it as a host's bundler does: what the
// host entry chunk reaches statically is what a host page pays on first load; the rest loads through import(). The host
// imports what a Latch app imports: the adapter and its networks. The standalone `isBitcoinAddress` is left out: a
// page that imports it pays for its codecs (@scure/base's bech32 and base58check, @noble/hashes' SHA-256), one that does not (a Latch app) does not.
const PACKAGE = fileURLToPath(new URL('../..', import.meta.url))
const OUT = splitTestOutDir(PACKAGE)
const ENTRIES = (tsupConfig as { entry: Record<string, string> }).entry
const APP_EXPORTS = ['bitcoinAdapter', 'bitcoinMainnet', 'bitcoinTestnet4', 'bitcoinSignet', 'bitcoinRegtest']
const bundleHost = (hostExports: readonly string[]) =>
  measureFirstLoad({ packageDir: PACKAGE, entries: ENTRIES, hostExports })

// bip322-js and what it pulls in (bitcoinjs-lib, elliptic, Node's stream through create-hash) belong to the
// ./verify entry for servers: a browser build of the adapter never reaches them.
const VERIFIER = [/node_modules\/bip322-js\//, /node_modules\/bitcoinjs-lib\//, /node_modules\/elliptic\//]
// The wallet side's libraries: Wallet Standard discovery and the address check's codecs (issue 31: the ecosystem's
// @scure/base bech32 / base58check over @noble/hashes' SHA-256, no hand-written codec).
const WALLET_SIDE_PACKAGES = [
  /node_modules\/@wallet-standard\/app\//,
  /node_modules\/@scure\/base\//,
  /node_modules\/@noble\/hashes\//,
]
// The source modules the first load may hold (issue 21): the adapter's shell, the WalletConnect method names its
// synchronous `walletConnect.namespace()` proposes, and the networks the host names.
const FIRST_LOAD_SOURCES = [
  'src/adapter/bitcoinAdapter.ts',
  'src/walletConnect/bitcoinWalletConnect.ts',
  'src/networks/bitcoinNetworks.ts',
]
// The wallet side: discovery (sats-connect and Wallet Standard) and the address check with its codecs.
const WALLET_SIDE_SOURCES = [
  'src/adapter/createBitcoinWallets.ts',
  'src/wallets/createWalletRegistry.ts',
  'src/wallets/readSatsConnectProviders.ts',
  'src/address/isBitcoinAddress.ts',
  'src/address/decodeBitcoinAddress.ts',
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

describe('first load of @latch/adapter-bitcoin', () => {
  let split: FirstLoad
  let built: Map<string, string>
  beforeAll(async () => {
    split = await bundleHost(APP_EXPORTS)
    built = await buildPackage({ packageDir: PACKAGE, entries: ENTRIES })
  }, 60_000)

  it('the page holds no wallet runtime, and no bip322-js, bitcoinjs-lib or elliptic at all (not even lazily)', () => {
    const all = [...split.staticModules, ...split.lazyModules]
    expect(matching(all, VERIFIER)).toEqual([])
    expect(split.staticModules).toEqual(expect.arrayContaining([join(OUT, 'index.js')]))
  })

  it('issue 21: the first load is the shell: no discovery, Wallet Standard, @scure/base or @noble/hashes', () => {
    expect(split.staticModules.filter((id) => id.includes('node_modules'))).toEqual([])
    const firstLoad = sourcesOf(built, split.staticModules)
    expect(firstLoad).toContain('src/adapter/bitcoinAdapter.ts')
    expect(firstLoad.filter((source) => !FIRST_LOAD_SOURCES.includes(source))).toEqual([])
  })

  it('issue 21: the wallet side is a chunk reached only through import(), with Wallet Standard discovery and the address codecs', () => {
    expect(split.lazyModules).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/\/\.split-test\/createBitcoinWallets-\w+\.js$/),
        ...WALLET_SIDE_PACKAGES.map((pattern) => expect.stringMatching(pattern)),
      ]),
    )
    expect(sourcesOf(built, split.lazyModules)).toEqual(expect.arrayContaining(WALLET_SIDE_SOURCES))
  })

  it('the runtime chunk (wallet bridges, connections, Esplora) is reached only through import()', () => {
    expect(split.lazyModules).toEqual(
      expect.arrayContaining([expect.stringMatching(/\/\.split-test\/createBitcoinRuntime-\w+\.js$/)]),
    )
    expect(sourcesOf(built, split.lazyModules)).toEqual(
      expect.arrayContaining([
        'src/runtime/createSessions.ts',
        'src/runtime/satsConnectHandle.ts',
        'src/balance/readEsploraBalance.ts',
      ]),
    )
    expect(split.lazyGzipBytes).toBeGreaterThan(1024)
  })

  it('issue 21: the page loads under 1.2 KiB gzip with the networks, the adapter alone under 0.9 KiB (without @latch/core)', async () => {
    // Measured (rolldown-minified, gzip level 9): the adapter and networks 1143 B, the adapter alone 792 B (before
    // issue 21, with discovery, bech32, base58check and SHA-256: 6238 B and 5866 B). The bounds are those rounded
    // up: growth must be a decision.
    expect(split.staticGzipBytes).toBeLessThan(1.2 * 1024)
    const adapterOnly = await bundleHost(['bitcoinAdapter'])
    expect(adapterOnly.staticGzipBytes).toBeLessThan(0.9 * 1024)
  })
})

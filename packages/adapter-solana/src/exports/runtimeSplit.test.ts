import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { buildPackage, type FirstLoad, measureFirstLoad, splitTestOutDir } from '@latch/fixture-bundle-split'
import { beforeAll, describe, expect, it } from 'vitest'
import tsupConfig from '../../tsup.config'

// measureFirstLoad builds the package as `npm run build` does and bundles it as a host's bundler does: what the
// host entry chunk reaches statically is what a host page pays on first load; the rest loads through import(). The host
// imports what a Latch app imports: the adapter and its networks (the entry's standalone transfer, fee and
// signature helpers are kit code by nature and stay out of a page that does not use them). It passes no legacy
// wallet-adapter, so it imports nothing from `./legacy`.
const PACKAGE = fileURLToPath(new URL('../..', import.meta.url))
const OUT = splitTestOutDir(PACKAGE)
const ENTRIES = (tsupConfig as { entry: Record<string, string> }).entry
const bundleHost = () =>
  measureFirstLoad({
    packageDir: PACKAGE,
    entries: ENTRIES,
    hostExports: [
      'solanaAdapter',
      'solanaMainnet',
      'solanaDevnet',
      'solanaTestnet',
      'solanaLocalnet',
      'isSolanaAddress',
      'formatSolanaSignInMessage',
      'toWalletChain',
    ],
  })

// The runtime: @solana/kit's packages (published as @solana/<part>) and the program clients. The page may load
// only the Wallet Standard feature names (@solana/wallet-standard-features, constants).
const RUNTIME_ONLY = [
  /node_modules\/@solana\/(?!wallet-standard-features\/)/,
  /node_modules\/@solana-program\//,
]
// web3.js 1.x and what it drags in: none of it in a host that passes no legacy adapter, first load or later.
const WEB3_STACK = [
  /node_modules\/@solana\/web3\.js\//,
  /node_modules\/@solana\/wallet-adapter-base\//,
  /node_modules\/@solana\/spl-token\//,
  /node_modules\/@solana\/buffer-layout\//,
  /node_modules\/bn\.js\//,
  /node_modules\/buffer\//,
  /node_modules\/tweetnacl\//,
  /node_modules\/rpc-websockets\//,
  /node_modules\/@noble\/curves\//,
]
const matching = (ids: string[], patterns: RegExp[]) =>
  ids.filter((id) => patterns.some((pattern) => pattern.test(id)))

describe('first load of @latch/adapter-solana', () => {
  let split: FirstLoad
  beforeAll(async () => {
    split = await bundleHost()
  })

  it('the statically imported code holds no @solana/kit, program client or web3.js code', () => {
    expect(matching(split.staticModules, [...RUNTIME_ONLY, ...WEB3_STACK])).toEqual([])
    expect(split.staticModules).toEqual(
      expect.arrayContaining([
        join(OUT, 'index.js'),
        expect.stringMatching(/node_modules\/@wallet-standard\/app\//),
      ]),
    )
    // Issue 21: a WalletConnect session's wallet loads with the session.
    expect(matching(split.staticModules, [/fromWalletConnectSession/])).toEqual([])
    expect(split.lazyModules).toEqual(
      expect.arrayContaining([expect.stringMatching(/\/\.split-test\/fromWalletConnectSession-\w+\.js$/)]),
    )
  })

  it('the runtime chunk, reached only through import(), holds kit and the system and token program clients', () => {
    expect(split.lazyModules).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/\/\.split-test\/createSolanaRuntime-\w+\.js$/),
        expect.stringMatching(/node_modules\/@solana\/rpc\//),
        expect.stringMatching(/node_modules\/@solana\/transactions\//),
        expect.stringMatching(/node_modules\/@solana\/keys\//),
        expect.stringMatching(/node_modules\/@solana-program\/system\//),
        expect.stringMatching(/node_modules\/@solana-program\/token\//),
      ]),
    )
    expect(split.staticModules.filter((id) => id.includes('createSolanaRuntime'))).toEqual([])
  })

  it('no web3.js 1.x, wallet-adapter-base, spl-token, Buffer polyfill or tweetnacl anywhere, lazy chunks included', () => {
    expect(matching([...split.staticModules, ...split.lazyModules], WEB3_STACK)).toEqual([])
  })

  it('what loads with the page stays under 12 KiB gzip, the runtime under 24 KiB (without @latch/core)', () => {
    // Issue 22: on web3.js 1.x Solana added 95 KiB gzip to a page; the goal was a third of that or less.
    expect(split.staticGzipBytes).toBeLessThan(12 * 1024)
    expect(split.lazyGzipBytes).toBeLessThan(24 * 1024)
  })
})

/** The bare packages an entry of the build imports, statically and transitively through its own chunks. */
function packagesImportedBy(built: Map<string, string>, entry: string): string[] {
  const found = new Set<string>()
  const seen = new Set<string>()
  const queue = [entry]
  for (let file = queue.pop(); file !== undefined; file = queue.pop()) {
    if (seen.has(file)) continue
    seen.add(file)
    for (const [, specifier = ''] of (built.get(file) ?? '').matchAll(/\bfrom\s*["']([^"']+)["']/g)) {
      if (specifier.startsWith('.')) queue.push(join(dirname(file), specifier))
      else found.add(specifier)
    }
  }
  return [...found].sort()
}

describe('the entries of the build', () => {
  let built: Map<string, string>
  beforeAll(async () => {
    built = await buildPackage({ packageDir: PACKAGE, entries: ENTRIES })
  })

  it('./verify imports only core, kit and bs58: no wallet code, nothing browser-only', () => {
    expect(packagesImportedBy(built, join(OUT, 'verify.js'))).toEqual(['@latch/core', '@solana/kit', 'bs58'])
  })

  it('only ./legacy imports web3.js 1.x and wallet-adapter-base', () => {
    expect(packagesImportedBy(built, join(OUT, 'legacy.js'))).toEqual(
      expect.arrayContaining(['@solana/wallet-adapter-base', '@solana/web3.js']),
    )
    for (const entry of ['index.js', 'verify.js']) {
      expect(
        packagesImportedBy(built, join(OUT, entry)).filter((name) => /web3|wallet-adapter/.test(name)),
      ).toEqual([])
    }
  })
})

import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { buildPackage, type FirstLoad, measureFirstLoad, splitTestOutDir } from '@latch/fixture-bundle-split'
import { beforeAll, describe, expect, it } from 'vitest'
import tsupConfig from '../../tsup.config'

// measureFirstLoad builds the package as `npm run build` does and bundles it as a host's bundler does: what the
// host entry chunk reaches statically is what a host page pays on first load; the rest loads through import(). The host
// imports what a Latch app imports: the adapter and its networks. The entry's standalone helpers are left out: the
// transfer, fee and signature helpers are kit code by nature, `isSolanaAddress` and `formatSolanaSignInMessage` are
// bs58 and core's sign-in rules; a page that imports them pays for them, one that does not (a Latch app) does not.
// It passes no legacy wallet-adapter, so it imports nothing from `./legacy`.
const PACKAGE = fileURLToPath(new URL('../..', import.meta.url))
const OUT = splitTestOutDir(PACKAGE)
const ENTRIES = (tsupConfig as { entry: Record<string, string> }).entry
const APP_EXPORTS = [
  'solanaAdapter',
  'solanaMainnet',
  'solanaDevnet',
  'solanaTestnet',
  'solanaLocalnet',
  'toWalletChain',
]
const bundleHost = (hostExports: readonly string[]) =>
  measureFirstLoad({ packageDir: PACKAGE, entries: ENTRIES, hostExports })

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

// The first-load split itself is the conformance suite's (src/adapter/solanaAdapter.conformance.test.ts); what is
// Solana's own: no web3.js stack at all, and the weight of what loads later.
describe('what a Latch app loads of @latch/adapter-solana, first and later', () => {
  let split: FirstLoad
  beforeAll(async () => {
    split = await bundleHost(APP_EXPORTS)
  })

  it('no web3.js 1.x, wallet-adapter-base, spl-token, Buffer polyfill or tweetnacl anywhere, lazy chunks included', () => {
    expect(matching([...split.staticModules, ...split.lazyModules], WEB3_STACK)).toEqual([])
  })

  it('issue 21: the adapter alone loads under 1 KiB gzip, the lazy chunks under 26 KiB (without @latch/core)', async () => {
    // Measured (rolldown-minified, gzip level 9): the adapter alone 956 B (4750 B before issue 21); the lazy chunks
    // (wallet side, kit runtime, WalletConnect session) 23 496 B, then 25 734 B with issue 41's Metaplex names and
    // Activity paging and issue 35's prepared swap transactions (all after a pick, none in the first load).
    // Issue 22: on web3.js 1.x Solana added 95 KiB gzip.
    expect(split.lazyGzipBytes).toBeLessThan(26 * 1024)
    const adapterOnly = await bundleHost(['solanaAdapter'])
    expect(adapterOnly.staticGzipBytes).toBeLessThan(1024)
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

import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { type FirstLoad, measureFirstLoad, splitTestOutDir } from '@latch/fixture-bundle-split'
import { beforeAll, describe, expect, it } from 'vitest'
import tsupConfig from '../../tsup.config'

// measureFirstLoad builds the package as `npm run build` does and bundles it as a host's bundler does: what the
// host entry chunk reaches statically is what a host page pays on first load; the rest loads through import(). The host
// imports what a Latch app imports: the adapter, its networks, the address check and the sign-in formatter.
const PACKAGE = fileURLToPath(new URL('../..', import.meta.url))
const OUT = splitTestOutDir(PACKAGE)
const ENTRIES = (tsupConfig as { entry: Record<string, string> }).entry
const bundleHost = () =>
  measureFirstLoad({
    packageDir: PACKAGE,
    entries: ENTRIES,
    hostExports: [
      'suiAdapter',
      'suiMainnet',
      'suiTestnet',
      'suiDevnet',
      'suiLocalnet',
      'isSuiAddress',
      'formatSuiSignInMessage',
    ],
  })

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

describe('first load of @latch/adapter-sui', () => {
  let split: FirstLoad
  beforeAll(async () => {
    split = await bundleHost()
  }, 60_000)

  it('the statically imported code holds no @mysten/sui (nor its BCS and crypto); discovery is @mysten/wallet-standard', () => {
    const heavy = split.staticModules.filter((id) => RUNTIME_ONLY.some((pattern) => pattern.test(id)))
    expect(heavy).toEqual([])
    expect(split.staticModules).toEqual(
      expect.arrayContaining([
        join(OUT, 'index.js'),
        expect.stringMatching(/node_modules\/@mysten\/wallet-standard\//),
        expect.stringMatching(/node_modules\/@wallet-standard\/app\//),
      ]),
    )
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

  // About 3.4 KiB today, of which ~1 KiB is Wallet Standard's getWallets(), shared with adapter-solana on a page
  // that has both.
  it('what loads with the page stays under 4 KiB gzip (without @latch/core)', () => {
    expect(split.staticGzipBytes).toBeLessThan(4 * 1024)
  })
})

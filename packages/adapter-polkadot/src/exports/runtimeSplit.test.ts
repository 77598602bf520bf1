import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { type FirstLoad, measureFirstLoad, splitTestOutDir } from '@latch/fixture-bundle-split'
import { beforeAll, describe, expect, it } from 'vitest'
import tsupConfig from '../../tsup.config'

// measureFirstLoad builds the package as `npm run build` does and bundles it as a host's bundler does: what the
// host entry chunk reaches statically is what a host page pays on first load; the rest loads through import(). The host
// imports what a Latch app imports: the adapter, its networks and the address check.
const PACKAGE = fileURLToPath(new URL('../..', import.meta.url))
const OUT = splitTestOutDir(PACKAGE)
const ENTRIES = (tsupConfig as { entry: Record<string, string> }).entry
const bundleHost = () =>
  measureFirstLoad({
    packageDir: PACKAGE,
    entries: ENTRIES,
    hostExports: ['polkadotAdapter', 'polkadot', 'kusama', 'westend', 'paseo', 'isPolkadotAddress'],
  })

// The heavy parts: @polkadot/types and its codecs, util-crypto (with its WASM), util, rxjs.
const RUNTIME_ONLY = [
  /node_modules\/@polkadot\/types/,
  /node_modules\/@polkadot\/util-crypto\//,
  /node_modules\/@polkadot\/wasm-crypto/,
  /node_modules\/@polkadot\/util\//,
  /node_modules\/rxjs\//,
]

describe('first load of @latch/adapter-polkadot', () => {
  let split: FirstLoad
  beforeAll(async () => {
    split = await bundleHost()
  }, 120_000)

  it('the statically imported code holds no @polkadot/types, util-crypto or WASM', () => {
    const heavy = split.staticModules.filter((id) => RUNTIME_ONLY.some((pattern) => pattern.test(id)))
    expect(heavy).toEqual([])
    expect(split.staticModules).toEqual(expect.arrayContaining([join(OUT, 'index.js')]))
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

  // About 3 KiB of adapter code and 2.8 KiB of noble's blake2b, which the synchronous SS58 checksum of isAddress needs.
  it('what loads with the page stays under 7 KiB gzip (without @latch/core)', () => {
    expect(split.staticModules.filter((id) => id.includes('node_modules'))).toEqual(
      split.staticModules.filter((id) => id.includes('node_modules/@noble/hashes/')),
    )
    expect(split.staticGzipBytes).toBeLessThan(7 * 1024)
  })
})

import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { type FirstLoad, measureFirstLoad, splitTestOutDir } from '@latch/fixture-bundle-split'
import { beforeAll, describe, expect, it } from 'vitest'
import tsupConfig from '../../tsup.config'

// measureFirstLoad builds the package as `npm run build` does and bundles it as a host's bundler does: what the
// host entry chunk reaches statically is what a host page pays on first load; the rest loads through import(). The host
// imports what a Latch app imports: the adapter, its networks and the address check (the ADR-36 verifier
// is on its own `./verify` entry, for servers).
const PACKAGE = fileURLToPath(new URL('../..', import.meta.url))
const OUT = splitTestOutDir(PACKAGE)
const ENTRIES = (tsupConfig as { entry: Record<string, string> }).entry
const bundleHost = () =>
  measureFirstLoad({
    packageDir: PACKAGE,
    entries: ENTRIES,
    hostExports: [
      'cosmosAdapter',
      'cosmosHub',
      'osmosis',
      'cosmosHubTestnet',
      'osmosisTestnet',
      'cosmosLocalnet',
      'isCosmosAddress',
    ],
  })

// What a balance read or a signature check needs: @cosmjs and what it drags in (protobuf types, noble curves).
const RUNTIME_ONLY = [
  /node_modules\/@cosmjs\//,
  /node_modules\/cosmjs-types\//,
  /node_modules\/@noble\//,
  /node_modules\/xstream\//,
]

describe('first load of @latch/adapter-cosmos', () => {
  let split: FirstLoad
  beforeAll(async () => {
    split = await bundleHost()
  })

  it('the statically imported code is the adapter’s own: no @cosmjs, cosmjs-types, noble or other package', () => {
    const heavy = split.staticModules.filter((id) => RUNTIME_ONLY.some((pattern) => pattern.test(id)))
    expect(heavy).toEqual([])
    expect(split.staticModules).toEqual(expect.arrayContaining([join(OUT, 'index.js')]))
    expect(split.staticModules.filter((id) => id.includes('node_modules'))).toEqual([])
  })

  it('the runtime chunk, reached only through import(), holds @cosmjs/stargate and the ADR-36 verifier', () => {
    expect(split.lazyModules).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/\/\.split-test\/createCosmosRuntime-\w+\.js$/),
        expect.stringMatching(/node_modules\/@cosmjs\/stargate\//),
        expect.stringMatching(/node_modules\/@cosmjs\/crypto\//),
        expect.stringMatching(/node_modules\/cosmjs-types\//),
      ]),
    )
    expect(split.staticModules.filter((id) => id.includes('createCosmosRuntime'))).toEqual([])
    expect(split.lazyGzipBytes).toBeGreaterThan(50 * 1024)
  })

  it('what loads with the page stays under 5 KiB gzip (without @latch/core)', () => {
    expect(split.staticGzipBytes).toBeLessThan(5 * 1024)
  })
})

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
    hostExports: [
      'bitcoinAdapter',
      'bitcoinMainnet',
      'bitcoinTestnet4',
      'bitcoinSignet',
      'bitcoinRegtest',
      'isBitcoinAddress',
    ],
  })

// bip322-js and what it pulls in (bitcoinjs-lib, elliptic, Node's stream through create-hash) belong to the
// ./verify entry for servers: a browser build of the adapter never reaches them.
const VERIFIER = [/node_modules\/bip322-js\//, /node_modules\/bitcoinjs-lib\//, /node_modules\/elliptic\//]

describe('first load of @latch/adapter-bitcoin', () => {
  let split: FirstLoad
  beforeAll(async () => {
    split = await bundleHost()
  })

  it('the page holds no wallet runtime, and no bip322-js, bitcoinjs-lib or elliptic at all (not even lazily)', () => {
    const all = [...split.staticModules, ...split.lazyModules]
    expect(all.filter((id) => VERIFIER.some((pattern) => pattern.test(id)))).toEqual([])
    expect(
      split.staticModules.filter((id) =>
        /createBitcoinRuntime|satsConnectHandle|readEsploraBalance/.test(id),
      ),
    ).toEqual([])
    expect(split.staticModules).toEqual(expect.arrayContaining([join(OUT, 'index.js')]))
  })

  it('the runtime chunk (wallet bridges, connections, Esplora) is reached only through import()', () => {
    expect(split.lazyModules).toEqual(
      expect.arrayContaining([expect.stringMatching(/\/\.split-test\/createBitcoinRuntime-\w+\.js$/)]),
    )
    expect(split.lazyGzipBytes).toBeGreaterThan(1024)
  })

  it('what loads with the page stays under 6.5 KiB gzip (without @latch/core)', () => {
    console.info(`bitcoin first load: ${split.staticGzipBytes} B gzip; lazy: ${split.lazyGzipBytes} B gzip`)
    expect(split.staticGzipBytes).toBeLessThan(6.5 * 1024)
  })
})

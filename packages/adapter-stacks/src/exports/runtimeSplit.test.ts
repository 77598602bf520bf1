import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { type FirstLoad, measureFirstLoad, splitTestOutDir } from '@latch/fixture-bundle-split'
import { beforeAll, describe, expect, it } from 'vitest'
import tsupConfig from '../../tsup.config'

// measureFirstLoad builds the package as `npm run build` does and bundles it as a host's bundler does: what the
// host entry chunk reaches statically is what a host page pays on first load; the rest loads through import(). The host
// imports what a Latch app imports: the adapter, its networks and the light helpers.
const PACKAGE = fileURLToPath(new URL('../..', import.meta.url))
const OUT = splitTestOutDir(PACKAGE)
const ENTRIES = (tsupConfig as { entry: Record<string, string> }).entry
const bundleHost = () =>
  measureFirstLoad({
    packageDir: PACKAGE,
    entries: ENTRIES,
    hostExports: [
      'stacksAdapter',
      'stacksMainnet',
      'stacksTestnet',
      'isStacksAddress',
      'formatStacksSignInMessage',
    ],
  })

// What connect, balance and signature checks need: the @stacks SDK packages and what they drag in.
const RUNTIME_ONLY = [
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
// Never in a host's bundle at all: @stacks/connect's AppKit / WalletConnect tree and its modal.
const NEVER = [
  /node_modules\/@reown\//,
  /node_modules\/@walletconnect\//,
  /node_modules\/@stacks\/connect/,
  /node_modules\/@stencil\//,
]

describe('first load of @latch/adapter-stacks', () => {
  let split: FirstLoad
  beforeAll(async () => {
    split = await bundleHost()
  })

  it('the statically imported code holds no @stacks SDK, c32check, secp256k1 or bech32 code', () => {
    const heavy = split.staticModules.filter((id) => RUNTIME_ONLY.some((pattern) => pattern.test(id)))
    expect(heavy).toEqual([])
    expect(split.staticModules).toEqual(
      expect.arrayContaining([
        join(OUT, 'index.js'),
        expect.stringMatching(/node_modules\/@noble\/hashes\/esm\/sha2\.js$/),
      ]),
    )
  })

  it('the runtime chunk, reached only through import(), holds @stacks/transactions, encryption and network', () => {
    expect(split.lazyModules).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/\/\.split-test\/createStacksRuntime-\w+\.js$/),
        expect.stringMatching(/node_modules\/@stacks\/transactions\//),
        expect.stringMatching(/node_modules\/@stacks\/encryption\//),
        expect.stringMatching(/node_modules\/@stacks\/network\//),
      ]),
    )
    expect(split.staticModules.filter((id) => id.includes('createStacksRuntime'))).toEqual([])
  })

  it('no AppKit, WalletConnect, @stacks/connect or its Stencil modal anywhere in the host build', () => {
    const all = [...split.staticModules, ...split.lazyModules]
    expect(all.filter((id) => NEVER.some((pattern) => pattern.test(id)))).toEqual([])
  })

  it('what loads with the page stays under 8 KiB gzip (without @latch/core); the runtime chunk is reported', () => {
    console.info(
      `adapter-stacks first load ${(split.staticGzipBytes / 1024).toFixed(1)} KiB gzip, runtime chunk ${(split.lazyGzipBytes / 1024).toFixed(1)} KiB gzip`,
    )
    expect(split.staticGzipBytes).toBeLessThan(8 * 1024)
  })
})

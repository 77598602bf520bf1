import { fileURLToPath } from 'node:url'
import { type FirstLoad, measureFirstLoad } from '@latch/fixture-bundle-split'
import { beforeAll, describe, expect, it } from 'vitest'
import tsupConfig from '../../tsup.config'

// The first-load split itself is the conformance suite's (src/adapter/polkadotAdapter.conformance.test.ts); what is
// Polkadot's own: no RPC provider stack or light client anywhere, and the adapter's own weight.
const PACKAGE = fileURLToPath(new URL('../..', import.meta.url))
const ENTRIES = (tsupConfig as { entry: Record<string, string> }).entry
const bundleHost = (hostExports: readonly string[]) =>
  measureFirstLoad({ packageDir: PACKAGE, entries: ENTRIES, hostExports })

describe('what a Latch app bundles of @latch/adapter-polkadot, first and later', () => {
  let split: FirstLoad
  beforeAll(async () => {
    split = await bundleHost(['polkadotAdapter', 'polkadot', 'kusama', 'westend', 'paseo'])
  }, 120_000)

  it('no RPC provider stack and nothing of the light client (@substrate/connect, smoldot: GPL), lazy chunks included', () => {
    const all = [...split.staticModules, ...split.lazyModules]
    expect(
      all.filter((id) =>
        /node_modules\/(@substrate\/connect|smoldot|@polkadot\/(api|rpc-provider))/.test(id),
      ),
    ).toEqual([])
  })

  it('issue 21: the adapter alone loads under 0.9 KiB gzip (without @latch/core)', async () => {
    // Measured (rolldown-minified, gzip level 9): 787 B (7071 B before issue 21, with extension discovery, the SS58
    // check and blake2b). Rounded up: growth must be a decision.
    const adapterOnly = await bundleHost(['polkadotAdapter'])
    expect(adapterOnly.staticGzipBytes).toBeLessThan(0.9 * 1024)
  })
})

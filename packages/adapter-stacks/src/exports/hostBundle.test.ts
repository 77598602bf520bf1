import { fileURLToPath } from 'node:url'
import { type FirstLoad, measureFirstLoad } from '@latch/fixture-bundle-split'
import { beforeAll, describe, expect, it } from 'vitest'
import tsupConfig from '../../tsup.config'

// The first-load split itself is the conformance suite's (src/adapter/stacksAdapter.conformance.test.ts); what is
// Stacks' own: @stacks/connect's tree never reaches a host, and the weight of what loads later.
const PACKAGE = fileURLToPath(new URL('../..', import.meta.url))
const ENTRIES = (tsupConfig as { entry: Record<string, string> }).entry
const bundleHost = (hostExports: readonly string[]) =>
  measureFirstLoad({ packageDir: PACKAGE, entries: ENTRIES, hostExports })

// Never in a host's bundle at all: @stacks/connect's AppKit / WalletConnect tree and its modal.
const NEVER = [
  /node_modules\/@reown\//,
  /node_modules\/@walletconnect\//,
  /node_modules\/@stacks\/connect/,
  /node_modules\/@stencil\//,
]

describe('what a Latch app bundles of @latch/adapter-stacks, first and later', () => {
  let split: FirstLoad
  beforeAll(async () => {
    split = await bundleHost(['stacksAdapter', 'stacksMainnet', 'stacksTestnet'])
  }, 60_000)

  it('no AppKit, WalletConnect, @stacks/connect or its Stencil modal anywhere in the host build', () => {
    const all = [...split.staticModules, ...split.lazyModules]
    expect(all.filter((id) => NEVER.some((pattern) => pattern.test(id)))).toEqual([])
  })

  it('issue 21: the adapter alone loads under 1 KiB gzip; the lazy chunks under 40 KiB (without @latch/core)', async () => {
    // Measured (rolldown-minified, gzip level 9): the adapter alone 826 B (6982 B before issue 21). The lazy chunks
    // (wallet side, @stacks runtime, WalletConnect session) were 38.1 KiB; 37.1 KiB before issue 31 and 37.6 KiB with
    // @scure/base's c32 and base58check codecs in place of the hand-written ones (the wallet side 6.4 → 8.9 KiB).
    expect(split.lazyGzipBytes).toBeLessThan(40 * 1024)
    const adapterOnly = await bundleHost(['stacksAdapter'])
    expect(adapterOnly.staticGzipBytes).toBeLessThan(1024)
  })
})

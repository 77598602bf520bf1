import { fileURLToPath } from 'node:url'
import { buildPackage, type FirstLoad, measureFirstLoad } from '@latch/fixture-bundle-split'
import { beforeAll, describe, expect, it } from 'vitest'
import tsupConfig from '../../tsup.config'

// measureFirstLoad builds the package as `npm run build` does and bundles it as a host's bundler does: what the host
// entry chunk reaches statically is what a host page pays on first load; the rest loads through import(). The host
// imports what a Latch app imports: the adapter and its networks. The entry's standalone helpers are left out:
// `isCosmosAddress` is the bech32 check; a page that imports it pays for it, a Latch app does not (the ADR-36
// verifier is on its own `./verify` entry, for servers).
const PACKAGE = fileURLToPath(new URL('../..', import.meta.url))
const APP_EXPORTS = [
  'cosmosAdapter',
  'cosmosHub',
  'osmosis',
  'cosmosHubTestnet',
  'osmosisTestnet',
  'cosmosLocalnet',
]
const ENTRIES = (tsupConfig as { entry: Record<string, string> }).entry
const bundleHost = (hostExports: readonly string[]) =>
  measureFirstLoad({ packageDir: PACKAGE, entries: ENTRIES, hostExports })

// What a balance read or a signature check needs: @cosmjs and what it drags in (protobuf types, noble curves).
const RUNTIME_PACKAGES = [
  /node_modules\/@cosmjs\//,
  /node_modules\/cosmjs-types\//,
  /node_modules\/@noble\//,
  /node_modules\/@scure\//,
  /node_modules\/xstream\//,
]
// The source modules the first load may hold (issue 21): the adapter's shell, the WalletConnect method names its
// synchronous `walletConnect.namespace()` proposes, and the networks the host names.
const FIRST_LOAD_SOURCES = [
  'src/adapter/cosmosAdapter.ts',
  'src/walletConnect/cosmosWalletConnect.ts',
  'src/networks/cosmosNetworks.ts',
  'src/networks/cosmosNetwork.ts',
]
// The wallet side: discovery (globals, announcements), sessions and chain grants, connect and sign, the account check
// (bech32 and base64 from @scure/base: issue 31, no hand-written codec). The key-to-address derivation is cosmjs's
// (`src/address/addressBytesOfPublicKey.ts`), a chunk of its own that shares @cosmjs with the runtime.
const WALLET_SIDE_SOURCES = [
  'src/adapter/createCosmosWallets.ts',
  'src/wallets/createWalletRegistry.ts',
  'src/wallets/knownWallets.ts',
  'src/wallets/readAnnouncement.ts',
  'src/wallets/toCosmosError.ts',
  'src/adapter/enableChain.ts',
  'src/adapter/createNetworkResolver.ts',
  'src/networks/toChainInfo.ts',
  'src/address/toConnectedAccount.ts',
  'src/address/decodeCosmosAddress.ts',
  'src/address/keyDerivations.ts',
  'src/address/loadAddressDerivation.ts',
]
const RUNTIME_SOURCES = [
  'src/runtime/createCosmosRuntime.ts',
  'src/siwx/verifyCosmosSignature.ts',
  'src/siwx/makeAdr36SignDoc.ts',
  'src/address/addressBytesOfPublicKey.ts',
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

describe('first load of @latch/adapter-cosmos', () => {
  let split: FirstLoad
  let built: Map<string, string>
  beforeAll(async () => {
    split = await bundleHost(APP_EXPORTS)
    built = await buildPackage({ packageDir: PACKAGE, entries: ENTRIES })
  }, 60_000)

  it('issue 21: the first load is the shell: no discovery, registry, sessions, chain grants, bech32 check or error mapping', () => {
    const firstLoad = sourcesOf(built, split.staticModules)
    expect(firstLoad).toContain('src/adapter/cosmosAdapter.ts')
    expect(firstLoad.filter((source) => !FIRST_LOAD_SOURCES.includes(source))).toEqual([])
    expect(firstLoad.filter((source) => WALLET_SIDE_SOURCES.includes(source))).toEqual([])
  })

  it('the statically imported code holds no package at all: no @cosmjs, cosmjs-types, @noble or @scure', () => {
    expect(matching(split.staticModules, RUNTIME_PACKAGES)).toEqual([])
    expect(split.staticModules.filter((id) => id.includes('node_modules'))).toEqual([])
    expect(
      sourcesOf(built, split.staticModules).filter((source) => RUNTIME_SOURCES.includes(source)),
    ).toEqual([])
  })

  it('issue 21: the wallet side is reached only through import(), with discovery and the bech32 check', () => {
    expect(sourcesOf(built, split.lazyModules)).toEqual(expect.arrayContaining(WALLET_SIDE_SOURCES))
    expect(split.lazyModules).toEqual(
      expect.arrayContaining([expect.stringMatching(/node_modules\/@scure\/base\//)]),
    )
  })

  it('the runtime, reached only through import(), holds @cosmjs/stargate and the ADR-36 verifier', () => {
    expect(sourcesOf(built, split.lazyModules)).toEqual(expect.arrayContaining(RUNTIME_SOURCES))
    expect(split.lazyModules).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/node_modules\/@cosmjs\/stargate\//),
        expect.stringMatching(/node_modules\/@cosmjs\/crypto\//),
        expect.stringMatching(/node_modules\/cosmjs-types\//),
      ]),
    )
    expect(split.lazyGzipBytes).toBeGreaterThan(50 * 1024)
  })

  it('issue 21: the page loads under 1.4 KiB gzip with the networks, the adapter alone under 1 KiB (without @latch/core)', async () => {
    // Measured (rolldown-minified, gzip level 9): the adapter and five networks 1334 B, the adapter alone 824 B
    // (before issue 21, with discovery, sessions, the bech32 check and the error mapping: 4935 B and 4476 B). The
    // bounds are those rounded up: growth must be a decision.
    expect(split.staticGzipBytes).toBeLessThan(1.4 * 1024)
    const adapterOnly = await bundleHost(['cosmosAdapter'])
    expect(adapterOnly.staticGzipBytes).toBeLessThan(1024)
  })
})

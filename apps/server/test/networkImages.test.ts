import * as bitcoinNetworks from '@latch/adapter-bitcoin/networks'
import * as cosmosNetworks from '@latch/adapter-cosmos/networks'
import * as evmNetworks from '@latch/adapter-evm/networks'
import * as polkadotNetworks from '@latch/adapter-polkadot/networks'
import * as solanaNetworks from '@latch/adapter-solana/networks'
import * as stacksNetworks from '@latch/adapter-stacks/networks'
import * as suiNetworks from '@latch/adapter-sui/networks'
import type { CaipNetwork } from '@latch/core'
import { networkMarkAssetId, networkMarkName, networkMarkSvg } from '@latch/core/network-marks'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import type { RunningServer } from '../src/startServer'
import { apiUrl } from './api'
import { BACKENDS, startTestServer } from './backends'
import { expectTypedRefusal } from './hostile'

// Issue 40, deliver 2: a network icon on the server for every network of each adapter's `/networks` and the demo's
// local networks, at /public/getAssetImage/{id} (spec §7), the same SVG ui-react bundles as its fallback.
const isNetwork = (value: unknown): value is CaipNetwork =>
  typeof value === 'object' && value !== null && 'id' in value && 'namespace' in value
const ADAPTER_NETWORKS = [
  bitcoinNetworks,
  cosmosNetworks,
  evmNetworks,
  polkadotNetworks,
  solanaNetworks,
  stacksNetworks,
  suiNetworks,
].flatMap((exports) => Object.values(exports).filter(isNetwork))
/** The demo's local networks (apps/demo `createDemoClient.ts` and `namespaces/`): the builders with its chain ids. */
const DEMO_LOCAL_NETWORKS = [
  evmNetworks.anvilLocal('http://127.0.0.1:8545', 31337),
  evmNetworks.anvilLocal('http://127.0.0.1:8546', 31338),
  solanaNetworks.solanaLocalnet('http://127.0.0.1:8899'),
  suiNetworks.suiLocalnet(),
  cosmosNetworks.cosmosLocalnet('http://127.0.0.1:26657/'),
  cosmosNetworks.cosmosLocalnet('http://127.0.0.1:26658/', {
    chainId: 'latch-osmo-1',
    name: 'Osmosis Localnet',
    bech32Prefix: 'osmo',
    denom: 'uosmo',
    symbol: 'OSMO',
  }),
]

describe.each(BACKENDS)('network icons at /public/getAssetImage on $name (issue 40)', (backend) => {
  let server: RunningServer
  beforeAll(async () => {
    server = await startTestServer(backend)
  })
  afterAll(async () => {
    await server?.close()
  })

  test('every network of the adapters’ /networks and the demo’s local networks has its SVG, inert and cached for a year', async () => {
    const networks = [...ADAPTER_NETWORKS, ...DEMO_LOCAL_NETWORKS]
    // Each adapter names several networks (31 EVM ones); the list is not vacuous.
    expect(ADAPTER_NETWORKS.length).toBeGreaterThan(50)
    expect(new Set(networks.map((network) => network.namespace)).size).toBe(7)
    for (const network of networks) {
      const name = networkMarkName(network)
      expect(name, network.id).toBeTypeOf('string')
      const response = await fetch(apiUrl(server.url, `/public/getAssetImage/${networkMarkAssetId(name!)}`))
      expect(response.status, network.id).toBe(200)
      expect(response.headers.get('content-type')).toBe('image/svg+xml')
      expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
      expect(response.headers.get('etag')).toBe(`"${networkMarkAssetId(name!)}"`)
      // Opened on its own, the SVG runs no script and fetches nothing (RELIABILITY #17).
      expect(response.headers.get('content-security-policy')).toBe(
        "default-src 'none'; style-src 'unsafe-inline'; sandbox",
      )
      expect(response.headers.get('x-content-type-options')).toBe('nosniff')
      // The one copy: the bytes ui-react bundles.
      expect(await response.text(), network.id).toBe(networkMarkSvg(name!))
    }
  })

  test('a repeat with its ETag is a 304 with no body', async () => {
    const url = apiUrl(server.url, `/public/getAssetImage/${networkMarkAssetId('solana')}`)
    const response = await fetch(url, { headers: { 'If-None-Match': '"network-solana"' } })
    expect(response.status).toBe(304)
    expect(await response.text()).toBe('')
  })

  test('an unknown network is a typed 404, a hostile id a typed 400, never a 500 (RELIABILITY #27)', async () => {
    for (const id of ['network-not-a-chain', 'ethereum', 'network-constructor', 'network-__proto__']) {
      const response = await fetch(apiUrl(server.url, `/public/getAssetImage/${id}`))
      expect(response.status, id).toBe(404)
      expect((await expectTypedRefusal(response)).error).toBe('No such image')
    }
    for (const id of ['network-..%2Fetc', '%3Csvg%20onload%3Dalert(1)%3E', 'network-%00', 'x'.repeat(300)]) {
      const response = await fetch(apiUrl(server.url, `/public/getAssetImage/${id}`))
      expect(response.status, id).toBe(400)
      expect((await expectTypedRefusal(response)).error).toBe('Invalid image id')
    }
    // The marks are asset images only: not reachable as another kind.
    expect((await fetch(apiUrl(server.url, '/public/getTokenImage/network-solana'))).status).toBe(404)
  })
})

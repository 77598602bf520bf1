import { describe, expect, it } from 'vitest'
import { open } from '../actions/open'
import { prefetchWallets } from '../actions/prefetchWallets'
import type { Connector } from '../adapter/types'
import { clientCore } from '../latch/clientCore'
import { createMemoryStorage } from '../testing/createMemoryStorage'
import { createTestAdapter } from '../testing/createTestAdapter'
import { testNetworks } from '../testing/networks'
import { createLatch } from './createLatch'

const wallet = (id: string): Connector => ({
  id,
  name: id,
  namespace: 'eip155',
  type: 'announced',
  installed: true,
})

async function discoveringClient(connectors: Connector[]) {
  const adapter = createTestAdapter({ connectors })
  const client = createLatch({
    projectId: 'test',
    networks: [testNetworks.mainnet],
    adapters: [adapter],
    storage: createMemoryStorage(),
  })
  client.mount()
  await open(client)
  await expect.poll(() => client.getState().connectors.map((connector) => connector.id)).toEqual(['alpha'])
  // The storage's arrival lists the wallets anew (the views read the recent wallets then): in before the test's part.
  await expect.poll(() => clientCore(client).loadedStorage()).toBeDefined()
  return { adapter, client }
}

describe('walletDiscovery', () => {
  it('behavior: the same wallets listed again make no new state; a wallet found does (issue 39)', async () => {
    const connectors = [wallet('alpha')]
    const { adapter, client } = await discoveringClient(connectors)
    const listed = client.getState().connectors
    let changes = 0
    client.watch(
      (state) => state.connectors,
      () => {
        changes += 1
      },
    )
    // An adapter that starts, or a wallet side that loads, lists the same wallets again.
    adapter.emit({ type: 'connectorsChanged' })
    expect(client.getState().connectors).toBe(listed)
    expect(changes).toBe(0)

    connectors.push(wallet('beta'))
    adapter.emit({ type: 'connectorsChanged' })
    expect(client.getState().connectors.map((connector) => connector.id)).toEqual(['alpha', 'beta'])
    expect(changes).toBe(1)
    client.destroy()
  })

  it('behavior: a request once every adapter has started (a pointer on the connect button, another opening) lists no wallets again (issue 39)', async () => {
    const { adapter, client } = await discoveringClient([wallet('alpha')])
    const connectors = adapter.connectors.bind(adapter)
    let listings = 0
    adapter.connectors = () => {
      listings += 1
      return connectors()
    }
    await prefetchWallets(client)
    await open(client)
    expect(listings).toBe(0)
    // A wallet that announces itself later is still listed: the adapter says so.
    adapter.emit({ type: 'connectorsChanged' })
    expect(listings).toBe(1)
    client.destroy()
  })
})

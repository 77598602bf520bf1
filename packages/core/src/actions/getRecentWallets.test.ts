import { describe, expect, it, vi } from 'vitest'
import { createLatch } from '../client/createLatch'
import { createMemoryStorage } from '../testing/createMemoryStorage'
import { createTestAdapter } from '../testing/createTestAdapter'
import { testNetworks } from '../testing/networks'
import { setupLatch } from '../testing/testLatch.fixture'
import { connect } from './connect'
import { disconnect } from './disconnect'
import { getRecentWallets } from './getRecentWallets'

const { mainnet } = testNetworks

describe('getRecentWallets', () => {
  it('default: the last two wallets connected, newest first', async () => {
    const evm = createTestAdapter({
      connectors: ['a', 'b', 'c'].map((id) => ({
        id,
        name: id.toUpperCase(),
        namespace: 'eip155' as const,
        type: 'announced' as const,
        installed: true,
      })),
    })
    const client = createLatch({ networks: [mainnet], adapters: [evm], storage: createMemoryStorage() })
    for (const id of ['a', 'b', 'c']) await connect(client, { namespace: 'eip155', connectorId: id })
    expect(getRecentWallets(client).map((wallet) => wallet.id)).toEqual(['c', 'b'])
  })

  it('behavior: empty until the storage service is in; then read, and the connectors are listed again so a rendered list shows them (issue 21)', async () => {
    const first = setupLatch()
    await connect(first.client, { namespace: 'eip155', connectorId: 'test-wallet' })
    await disconnect(first.client)
    const again = setupLatch({ storage: first.storage })
    const listings: number[] = []
    again.client.watch(
      (state) => state.connectors,
      () => listings.push(getRecentWallets(again.client).length),
    )
    again.client.mount()
    expect(getRecentWallets(again.client)).toEqual([])
    await vi.waitFor(() => expect(listings.at(-1)).toBe(1))
    expect(getRecentWallets(again.client).map((wallet) => wallet.id)).toEqual(['test-wallet'])
  })
})

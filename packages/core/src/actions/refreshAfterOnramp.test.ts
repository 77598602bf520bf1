import { describe, expect, it } from 'vitest'
import type { ActivityItem } from '../adapter/types'
import { createLatch } from '../client/createLatch'
import { createMemoryStorage } from '../testing/createMemoryStorage'
import { createTestAdapter } from '../testing/createTestAdapter'
import { testNetworks } from '../testing/networks'
import { connect } from './connect'
import { fetchActivity } from './fetchActivity'
import { fetchBalance } from './fetchBalance'
import { refreshAfterOnramp } from './refreshAfterOnramp'

const BOUGHT: ActivityItem = {
  hash: `0x${'cd'.repeat(32)}`,
  networkId: 'eip155:1',
  timestamp: Date.now(),
  direction: 'received',
  counterparty: '0x2222222222222222222222222222222222222222',
  amount: { formatted: '0.5', symbol: 'ETH' },
}

describe('refreshAfterOnramp (issue 36)', () => {
  it('reads the balance and activity again, past their caches, when the visitor returns', async () => {
    const wallet = { balance: 1_000_000_000_000_000_000n }
    let activity: ActivityItem[] = []
    const evm = Object.assign(createTestAdapter(wallet), { getActivity: async () => activity })
    const latch = createLatch({
      projectId: 'onramp-test',
      networks: [testNetworks.mainnet],
      adapters: [evm],
      storage: createMemoryStorage(),
    })
    await connect(latch, { namespace: 'eip155', connectorId: 'test-wallet' })
    await fetchBalance(latch)
    await fetchActivity(latch)
    expect(latch.getState().accounts.eip155?.balance).toBe('1')

    // The purchase lands while the visitor is on the provider's page.
    wallet.balance = 1_500_000_000_000_000_000n
    activity = [BOUGHT]
    await fetchActivity(latch)
    expect(latch.getState().accountData.eip155?.activityItems ?? []).toHaveLength(0)

    await refreshAfterOnramp(latch)
    expect(latch.getState().accounts.eip155?.balance).toBe('1.5')
    // An adapter that caches balances (adapter-evm: 30 s) is told to read the chain again.
    const fresh = evm.calls.filter(
      (call) => call.method === 'getBalance' && (call.input as { fresh?: boolean }).fresh === true,
    )
    expect(fresh).toHaveLength(1)
    expect(latch.getState().accountData.eip155?.activityItems.map((item) => item.hash)).toEqual([BOUGHT.hash])
  })
})

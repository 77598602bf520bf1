import { describe, expect, it } from 'vitest'
import { setupLatch, TEST_WALLET } from '../testing/testLatch.fixture'
import { connect } from './connect'
import { setCurrentTab } from './setCurrentTab'

describe('setCurrentTab (spec §3 currentTab)', () => {
  it('default: the active namespace’s Account view shows that tab', async () => {
    const { client } = setupLatch()
    await connect(client, TEST_WALLET)
    expect(client.getState().accounts.eip155?.currentTab).toBe(0)
    setCurrentTab(client, { tab: 1 })
    expect(client.getState().accounts.eip155?.currentTab).toBe(1)
  })

  it('behavior: without an active namespace nothing changes', () => {
    const { client } = setupLatch({ networks: [], adapters: [] })
    const before = client.getState()
    setCurrentTab(client, { tab: 1 })
    expect(client.getState()).toBe(before)
  })
})

import { afterEach, describe, expect, it, vi } from 'vitest'
import { createLatch } from '../client/createLatch'
import { createMemoryStorage } from '../testing/createMemoryStorage'
import { createTestAdapter } from '../testing/createTestAdapter'
import { testNetworks } from '../testing/networks'
import { requests, TEST_WALLET } from '../testing/testLatch.fixture'
import { connect } from './connect'
import { fetchProfile } from './fetchProfile'

const PROFILE = { name: 'vitalik.eth', imageUrl: 'https://example.com/avatar.png' }
const IDENTITY_TTL_MS = 5 * 60_000

/** A page on `storage` whose wallet reports PROFILE; a second call with the same storage is a reload. */
function page(storage: ReturnType<typeof createMemoryStorage>) {
  const adapter = createTestAdapter({ profile: PROFILE })
  const client = createLatch({ networks: [testNetworks.mainnet], adapters: [adapter], storage })
  return { client, adapter }
}

afterEach(() => {
  vi.useRealTimers()
})

describe('fetchProfile (spec §3, §9 identity cache)', () => {
  it('default: the account name and avatar come into state', async () => {
    const { client, adapter } = page(createMemoryStorage())
    await connect(client, TEST_WALLET)
    await fetchProfile(client)
    await vi.waitFor(() =>
      expect(client.getState().accounts.eip155).toMatchObject({
        profileName: 'vitalik.eth',
        profileImage: 'https://example.com/avatar.png',
      }),
    )
    expect(requests(adapter, 'getProfile')).toBe(1)
  })

  it('behavior: a reload within 5 minutes reads the name from storage without asking the chain; after them it asks again (issue 41)', async () => {
    vi.useFakeTimers({ toFake: ['Date'] })
    const storage = createMemoryStorage()
    const first = page(storage)
    await connect(first.client, TEST_WALLET)
    await fetchProfile(first.client)
    expect(requests(first.adapter, 'getProfile')).toBeGreaterThan(0)

    vi.setSystemTime(Date.now() + IDENTITY_TTL_MS - 1000)
    const reloaded = page(storage)
    await connect(reloaded.client, TEST_WALLET)
    await fetchProfile(reloaded.client)
    expect(reloaded.client.getState().accounts.eip155?.profileName).toBe('vitalik.eth')
    expect(requests(reloaded.adapter, 'getProfile')).toBe(0)

    vi.setSystemTime(Date.now() + 2000)
    const later = page(storage)
    await connect(later.client, TEST_WALLET)
    await fetchProfile(later.client)
    expect(requests(later.adapter, 'getProfile')).toBeGreaterThan(0)
    expect(later.client.getState().accounts.eip155?.profileName).toBe('vitalik.eth')
  })

  it('behavior: a profile read that fails leaves the address shown and is not cached', async () => {
    const { client, adapter } = page(createMemoryStorage())
    adapter.getProfile = async () => {
      throw new Error('RPC down')
    }
    await connect(client, TEST_WALLET)
    await fetchProfile(client)
    expect(client.getState().accounts.eip155?.profileName).toBeUndefined()
    expect(client.getState().accounts.eip155?.status).toBe('connected')
  })
})

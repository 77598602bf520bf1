import { describe, expect, it, vi } from 'vitest'
import { createLatch } from '../client/createLatch'
import { createMemoryStorage } from '../testing/createMemoryStorage'
import { createTestAdapter } from '../testing/createTestAdapter'
import { testNetworks } from '../testing/networks'
import { setupLatch, stored, TEST_WALLET } from '../testing/testLatch.fixture'
import { connect } from './connect'
import { setActiveNamespace } from './setActiveNamespace'

const { mainnet, solana } = testNetworks

describe('setActiveNamespace', () => {
  it('default: the namespace becomes the active one and is stored', async () => {
    const { client, storage } = setupLatch()
    await connect(client, TEST_WALLET)
    setActiveNamespace(client, { namespace: 'eip155' })
    expect(client.getState().activeNamespace).toBe('eip155')
    expect(stored(storage, 'activeNamespace')).toBe('eip155')
  })

  it("behavior: a namespace that is not connected is still made active, with the warning 'Inactive namespace not connected'", () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const { client } = setupLatch({ features: { debug: true } })
    setActiveNamespace(client, { namespace: 'eip155' })
    expect(client.getState().activeNamespace).toBe('eip155')
    expect(warn.mock.calls.map(([message]) => String(message))).toEqual([
      expect.stringContaining('Inactive namespace not connected'),
    ])
    warn.mockRestore()
  })

  it('behavior: chosen before the storage service is in, it is stored once it is (issue 21)', async () => {
    const sol = createTestAdapter({
      namespace: 'solana',
      addresses: ['DRpbCBMxVnDK7maPM5tGv6MvB3v1sRMC86PZ8okm21hy'],
    })
    const storage = createMemoryStorage()
    const client = createLatch({
      networks: [mainnet, solana],
      adapters: [createTestAdapter(), sol],
      storage,
    })
    client.mount()
    setActiveNamespace(client, { namespace: 'solana' })
    expect(client.getState().activeNamespace).toBe('solana')
    expect(stored(storage, 'activeNamespace')).toBeUndefined()
    await vi.waitFor(() => expect(stored(storage, 'activeNamespace')).toBe('solana'))
  })
})

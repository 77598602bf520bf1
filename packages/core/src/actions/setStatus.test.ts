import { afterEach, describe, expect, it, vi } from 'vitest'
import { createLatch } from '../client/createLatch'
import { createMemoryStorage } from '../testing/createMemoryStorage'
import { testNetworks } from '../testing/networks'
import { setupLatch } from '../testing/testLatch.fixture'
import { setStatus } from './setStatus'

afterEach(() => {
  vi.useRealTimers()
})

describe('setStatus', () => {
  it('behavior: the status banner hides and shows again 150 ms later when replaced (spec §4)', () => {
    vi.useFakeTimers()
    const { client } = setupLatch()
    setStatus(client, { notice: { id: 'A', variant: 'loading', message: 'Authenticating...' } })
    expect(client.getState().notices).toMatchObject({ status: { id: 'A' }, statusVisible: true })
    setStatus(client, { notice: { id: 'B', variant: 'info', message: 'Next' } })
    expect(client.getState().notices).toMatchObject({ status: { id: 'B' }, statusVisible: false })
    vi.advanceTimersByTime(149)
    expect(client.getState().notices.statusVisible).toBe(false)
    vi.advanceTimersByTime(1)
    expect(client.getState().notices.statusVisible).toBe(true)
    setStatus(client, { notice: undefined })
    expect(client.getState().notices).toMatchObject({ status: undefined, statusVisible: false })
  })
})

describe('setStatus: one banner per client', () => {
  it('behavior: keeps at most one pending re-show, and destroy cancels it', () => {
    vi.useFakeTimers()
    const client = createLatch({ networks: [testNetworks.mainnet], storage: createMemoryStorage() })
    for (let index = 0; index < 50; index++)
      setStatus(client, { notice: { id: String(index), variant: 'info', message: String(index) } })
    expect(vi.getTimerCount()).toBe(1)
    client.destroy()
    expect(vi.getTimerCount()).toBe(0)
  })
})

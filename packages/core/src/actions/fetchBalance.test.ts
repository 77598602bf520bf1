import { afterEach, describe, expect, it, vi } from 'vitest'
import { createMemoryStorage } from '../testing/createMemoryStorage'
import { ADDRESS, setupLatch, TEST_WALLET } from '../testing/testLatch.fixture'
import { connect } from './connect'
import { fetchBalance } from './fetchBalance'

afterEach(() => {
  vi.useRealTimers()
})

const balanceCalls = (evm: ReturnType<typeof setupLatch>['evm']) =>
  evm.calls.filter((call) => call.method === 'getBalance').length

describe('fetchBalance', () => {
  it('default: reads the active account’s native balance into state', async () => {
    const { client } = setupLatch()
    await connect(client, TEST_WALLET)
    await fetchBalance(client)
    expect(client.getState().accounts.eip155).toMatchObject({
      balance: '1.5',
      balanceSymbol: 'ETH',
      balanceLoading: false,
    })
    expect(client.getState().balances[`eip155:1:${ADDRESS}`]?.value).toBe('1500000000000000000')
  })

  it('parameters: namespace: without a connected account there, nothing is asked', async () => {
    const { client, evm } = setupLatch()
    await fetchBalance(client, { namespace: 'eip155' })
    await fetchBalance(client, { namespace: 'solana' })
    expect(balanceCalls(evm)).toBe(0)
    expect(client.getState().accounts.eip155?.balance).toBeUndefined()
  })
})

describe('fetchBalance: the retry window (spec §4)', () => {
  it("a failure stores the retry time and shows 'Token Balance Unavailable'; within 30 s nothing is asked; after, it is", async () => {
    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(new Date('2026-11-21T00:00:00Z'))
    const { client, evm } = setupLatch()
    evm.failBalance()
    await connect(client, TEST_WALLET)
    // The balance read a connection starts fails: the toast is its signal.
    await vi.waitFor(() => expect(client.getState().notices.toast?.id).toBe('TOKEN_BALANCE_UNAVAILABLE'))
    // The read starts once the account painted (issue 39); waitFor moves the faked clock on meanwhile.
    const failedAt = client.getState().accounts.eip155?.lastRetry ?? Number.NaN
    expect(failedAt).toBeGreaterThanOrEqual(Date.parse('2026-11-21T00:00:00Z'))
    expect(failedAt).toBeLessThanOrEqual(Date.now())
    expect(client.getState().notices.toast).toEqual({
      id: 'TOKEN_BALANCE_UNAVAILABLE',
      variant: 'error',
      message: 'Token Balance Unavailable',
    })
    vi.setSystemTime(failedAt + 29_999)
    await fetchBalance(client)
    expect(balanceCalls(evm)).toBe(1)
    expect(client.getState().accounts.eip155?.tokenBalance).toEqual([])
    vi.setSystemTime(failedAt + 30_000)
    await fetchBalance(client)
    expect(balanceCalls(evm)).toBe(2)
    expect(client.getState().accounts.eip155).toMatchObject({ lastRetry: undefined, balance: '1.5' })
  })
})

describe('fetchBalance: the balance cache (spec §3; 30 s, as §9 gives the native balance)', () => {
  it('a reload within 30 s shows the balance from storage without asking the chain; after it, the chain is asked; fresh reads past it', async () => {
    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(new Date('2026-11-27T12:00:00Z'))
    const storage = createMemoryStorage()
    const first = setupLatch({ storage })
    await connect(first.client, TEST_WALLET)
    await fetchBalance(first.client)
    const asked = balanceCalls(first.evm)
    expect(asked).toBeGreaterThan(0)

    vi.setSystemTime(new Date('2026-11-27T12:00:29Z'))
    const reloaded = setupLatch({ storage })
    reloaded.evm.failBalance()
    await connect(reloaded.client, TEST_WALLET)
    await fetchBalance(reloaded.client)
    expect(balanceCalls(reloaded.evm)).toBe(0)
    expect(reloaded.client.getState().accounts.eip155).toMatchObject({ balance: '1.5', balanceSymbol: 'ETH' })

    vi.setSystemTime(new Date('2026-11-27T12:00:31Z'))
    const later = setupLatch({ storage })
    await connect(later.client, TEST_WALLET)
    await fetchBalance(later.client)
    expect(balanceCalls(later.evm)).toBeGreaterThan(0)
    const before = balanceCalls(later.evm)
    await fetchBalance(later.client, { fresh: true })
    expect(balanceCalls(later.evm)).toBe(before + 1)
  })
})

import { afterEach, describe, expect, it, vi } from 'vitest'
import type { ActivityItem, TokenHolding } from '../adapter/types'
import { createLatch } from '../client/createLatch'
import { ChainDataUnavailableError } from '../errors/catalogue'
import type { LatchOptions } from '../options/types'
import { createMemoryStorage } from '../testing/createMemoryStorage'
import { createTestAdapter } from '../testing/createTestAdapter'
import { testNetworks } from '../testing/networks'
import { connect } from './connect'
import { fetchActivity } from './fetchActivity'

const { mainnet } = testNetworks
const USDC = '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48'
const T0 = new Date('2026-11-21T00:00:00Z')

/** A client whose eip155 adapter reads tokens and activity through the functions given. */
function setup(
  reads: {
    getTokenBalances?: (input: { tokens: readonly string[] }) => Promise<TokenHolding[]>
    getActivity?: () => Promise<ActivityItem[]>
  },
  overrides: Partial<LatchOptions> = {},
) {
  const evm = Object.assign(createTestAdapter({ balance: 1_500_000_000_000_000_000n }), reads)
  const client = createLatch({
    projectId: 'test',
    networks: [mainnet],
    adapters: [evm],
    storage: createMemoryStorage(),
    tokens: { 'eip155:1': [{ address: USDC }] },
    ...overrides,
  })
  return { client, evm }
}

afterEach(() => {
  vi.useRealTimers()
})

describe('fetchActivity: the Activity tab (spec §2, §9)', () => {
  const sent: ActivityItem = {
    hash: `0x${'ab'.repeat(32)}`,
    networkId: 'eip155:1',
    timestamp: T0.getTime(),
    direction: 'sent',
    counterparty: '0x2222222222222222222222222222222222222222',
    amount: { formatted: '1', symbol: 'ETH' },
  }

  it('default: lists the transactions, cached 15 s', async () => {
    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(T0)
    let reads = 0
    const { client } = setup({
      getActivity: async () => {
        reads++
        return [sent]
      },
    })
    await connect(client, { namespace: 'eip155', connectorId: 'test-wallet' })
    await fetchActivity(client)
    expect(client.getState().accountData.eip155).toMatchObject({ activity: 'ready', activityItems: [sent] })
    vi.setSystemTime(T0.getTime() + 14_999)
    await fetchActivity(client)
    expect(reads).toBe(1)
    vi.setSystemTime(T0.getTime() + 15_000)
    await fetchActivity(client)
    expect(reads).toBe(2)
  })

  it('behavior: an endpoint without the activity methods is "unavailable"; a failing one is "error", then retried', async () => {
    const unavailable = setup({
      getActivity: async () => {
        throw new ChainDataUnavailableError({ details: 'ots_searchTransactionsBefore not found' })
      },
    })
    await connect(unavailable.client, { namespace: 'eip155', connectorId: 'test-wallet' })
    await fetchActivity(unavailable.client)
    expect(unavailable.client.getState().accountData.eip155?.activity).toBe('unavailable')

    let fail = true
    const flaky = setup({
      getActivity: async () => {
        if (fail) throw new Error('socket hang up')
        return [sent]
      },
    })
    await connect(flaky.client, { namespace: 'eip155', connectorId: 'test-wallet' })
    await fetchActivity(flaky.client)
    expect(flaky.client.getState().accountData.eip155?.activity).toBe('error')
    fail = false
    await fetchActivity(flaky.client)
    expect(flaky.client.getState().accountData.eip155).toMatchObject({
      activity: 'ready',
      activityItems: [sent],
    })
  })

  it('error: a slow read that fails after a newer read listed the transfers leaves the list (RELIABILITY #22)', async () => {
    const answers: { resolve(items: ActivityItem[]): void; reject(error: Error): void }[] = []
    const { client } = setup({
      getActivity: () => new Promise<ActivityItem[]>((resolve, reject) => answers.push({ resolve, reject })),
    })
    await connect(client, { namespace: 'eip155', connectorId: 'test-wallet' })
    const slow = fetchActivity(client)
    const retry = fetchActivity(client)
    await vi.waitFor(() => expect(answers).toHaveLength(2))
    answers[1]?.resolve([sent])
    await retry
    answers[0]?.reject(new Error('request timed out'))
    await slow
    expect(client.getState().accountData.eip155).toMatchObject({ activity: 'ready', activityItems: [sent] })
  })

  it("behavior: a listed token's activity carries the host's icon; an unlisted token calling itself USDC carries none, not even its source's (issue 40)", async () => {
    const icon = 'https://tokens.example/usdc.svg'
    const fake = '0x9999999999999999999999999999999999999999'
    const moved = (tokenAddress: string, hash: string): ActivityItem => ({
      ...sent,
      hash,
      amount: { formatted: '5', symbol: 'USDC', tokenAddress, iconUrl: 'https://attacker.example/usdc.svg' },
    })
    const { client } = setup(
      {
        getActivity: async () => [
          moved(USDC, `0x${'01'.repeat(32)}`),
          moved(fake, `0x${'02'.repeat(32)}`),
          sent,
        ],
      },
      { tokens: { 'eip155:1': [{ address: USDC, symbol: 'USDC', iconUrl: icon }] } },
    )
    await connect(client, { namespace: 'eip155', connectorId: 'test-wallet' })
    await fetchActivity(client)
    const amounts = client.getState().accountData.eip155?.activityItems?.map((item) => item.amount)
    expect(amounts).toEqual([
      { formatted: '5', symbol: 'USDC', tokenAddress: USDC, iconUrl: icon },
      { formatted: '5', symbol: 'USDC', tokenAddress: fake, unverified: true },
      { formatted: '1', symbol: 'ETH' },
    ])
  })

  it('behavior: an adapter with no activity read and no host source is "unavailable"', async () => {
    const { client } = setup({})
    await connect(client, { namespace: 'eip155', connectorId: 'test-wallet' })
    await fetchActivity(client)
    expect(client.getState().accountData.eip155?.activity).toBe('unavailable')
  })
})

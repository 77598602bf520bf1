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
import { fetchTokens } from './fetchTokens'

const { mainnet } = testNetworks
const ADDRESS = '0x1111111111111111111111111111111111111111'
const USDC = '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48'
const T0 = new Date('2026-11-21T00:00:00Z')

const usdc: TokenHolding = {
  networkId: 'eip155:1',
  address: USDC,
  name: 'USD Coin',
  symbol: 'USDC',
  decimals: 6,
  quantity: '250',
}
const airdrop: TokenHolding = {
  networkId: 'eip155:1',
  address: '0x9999999999999999999999999999999999999999',
  name: 'Claim rewards at evil.example',
  symbol: 'CLAIM',
  decimals: 18,
  quantity: '1000000',
  spam: true,
}

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

describe('fetchTokens: the Tokens tab (spec §2, §3, §9)', () => {
  it('default: native balance and the host tokens, priced, with the network total', async () => {
    const asked: (readonly string[])[] = []
    const { client } = setup(
      {
        getTokenBalances: async ({ tokens }) => {
          asked.push(tokens)
          return [usdc]
        },
      },
      { tokenPrices: async ({ tokens }) => tokens.map((token) => (token.address ? 1 : 3000)) },
    )
    await connect(client, { namespace: 'eip155', connectorId: 'test-wallet' })
    await fetchTokens(client)
    expect(asked).toEqual([[USDC]])
    expect(client.getState().accounts.eip155?.tokenBalance).toEqual([
      {
        networkId: 'eip155:1',
        name: 'ETH',
        symbol: 'ETH',
        decimals: 18,
        quantity: '1.5',
        price: 3000,
        value: 4500,
      },
      { ...usdc, price: 1, value: 250 },
    ])
    expect(client.getState().accountData.eip155).toMatchObject({
      address: `eip155:1:${ADDRESS}`,
      tokens: 'ready',
    })
    // The send form offers the same list, with the network's balance in USD (spec §3).
    expect(client.getState().send.tokenBalances).toEqual(client.getState().accounts.eip155?.tokenBalance)
    expect(client.getState().send.networkBalanceInUSD).toBe('4750.00')
  })

  it('behavior: a spam token claiming a huge value never outranks a real one', async () => {
    const { client } = setup(
      { getTokenBalances: async () => [airdrop, usdc] },
      { tokenPrices: async ({ tokens }) => tokens.map((token) => (token.symbol === 'CLAIM' ? 5000 : 1)) },
    )
    await connect(client, { namespace: 'eip155', connectorId: 'test-wallet' })
    await fetchTokens(client)
    expect(client.getState().accounts.eip155?.tokenBalance.map((token) => token.symbol)).toEqual([
      'USDC',
      'ETH',
      'CLAIM',
    ])
  })

  it("behavior: a token the host does not list is marked unverified, listed after the listed ones, and left out of Send's tokens, even when it calls itself USDC", async () => {
    const lookalike: TokenHolding = {
      ...usdc,
      address: '0x5555555555555555555555555555555555555555',
      iconUrl: 'https://x/usdc.png',
    }
    const { client } = setup({ getTokenBalances: async () => [lookalike, usdc] })
    await connect(client, { namespace: 'eip155', connectorId: 'test-wallet' })
    await fetchTokens(client)
    const tokens = client.getState().accounts.eip155?.tokenBalance ?? []
    expect(tokens.map((token) => [token.address ?? 'native', token.unverified ?? false])).toEqual([
      ['native', false],
      [USDC, false],
      [lookalike.address, true],
    ])
    // Its own icon is dropped: only a listed token shows one.
    expect(tokens[2]?.iconUrl).toBeUndefined()
    expect(client.getState().send.tokenBalances?.map((token) => token.address ?? 'native')).toEqual([
      'native',
      USDC,
    ])
  })

  it('behavior: portfolio cached 30 s, prices 15 s (spec §9)', async () => {
    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(T0)
    let tokenReads = 0
    let priceReads = 0
    const { client } = setup(
      {
        getTokenBalances: async () => {
          tokenReads++
          return [usdc]
        },
      },
      {
        tokenPrices: async ({ tokens }) => {
          priceReads++
          return tokens.map(() => 1)
        },
      },
    )
    await connect(client, { namespace: 'eip155', connectorId: 'test-wallet' })
    await fetchTokens(client)
    vi.setSystemTime(T0.getTime() + 14_999)
    await fetchTokens(client)
    expect([tokenReads, priceReads]).toEqual([1, 1])
    vi.setSystemTime(T0.getTime() + 15_000)
    await fetchTokens(client)
    expect([tokenReads, priceReads]).toEqual([1, 2])
    vi.setSystemTime(T0.getTime() + 30_000)
    await fetchTokens(client)
    expect(tokenReads).toBe(2)
  })

  it('error: a failed read shows the toast, empties the list and is not retried within 30 s (spec §4, §8)', async () => {
    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(T0)
    let reads = 0
    let fail = true
    const { client } = setup({
      getTokenBalances: async () => {
        reads++
        if (fail) throw new Error('RPC timed out')
        return [usdc]
      },
    })
    await connect(client, { namespace: 'eip155', connectorId: 'test-wallet' })
    await fetchTokens(client)
    expect(client.getState().notices.toast).toMatchObject({ message: 'Token Balance Unavailable' })
    expect(client.getState().accountData.eip155?.tokens).toBe('error')
    expect(client.getState().accounts.eip155?.tokenBalance).toEqual([])
    fail = false
    vi.setSystemTime(T0.getTime() + 29_999)
    await fetchTokens(client)
    expect(reads).toBe(1)
    expect(client.getState().accounts.eip155?.tokenBalance).toEqual([])
    vi.setSystemTime(T0.getTime() + 30_000)
    await fetchTokens(client)
    expect(reads).toBe(2)
    expect(client.getState().accountData.eip155?.tokens).toBe('ready')
    expect(client.getState().accounts.eip155?.lastRetry).toBeUndefined()
  })

  it('error: a slow read that fails after a newer read answered changes nothing: no toast, the list stays (RELIABILITY #22)', async () => {
    const answers: { resolve(items: TokenHolding[]): void; reject(error: Error): void }[] = []
    const { client } = setup({
      getTokenBalances: () =>
        new Promise<TokenHolding[]>((resolve, reject) => answers.push({ resolve, reject })),
    })
    await connect(client, { namespace: 'eip155', connectorId: 'test-wallet' })
    const slow = fetchTokens(client)
    const retry = fetchTokens(client)
    await vi.waitFor(() => expect(answers).toHaveLength(2))
    answers[1]?.resolve([usdc])
    await retry
    answers[0]?.reject(new Error('RPC timed out'))
    await slow
    expect(client.getState().accountData.eip155?.tokens).toBe('ready')
    expect(client.getState().accounts.eip155?.tokenBalance.map((token) => token.symbol)).toEqual([
      'ETH',
      'USDC',
    ])
    expect(client.getState().accounts.eip155?.lastRetry).toBeUndefined()
    expect(client.getState().notices.toast).toBeUndefined()
  })

  it('behavior: an endpoint that cannot read tokens is "unavailable", the native balance still listed', async () => {
    const { client } = setup({
      getTokenBalances: async () => {
        throw new ChainDataUnavailableError({ details: 'no multicall contract' })
      },
    })
    await connect(client, { namespace: 'eip155', connectorId: 'test-wallet' })
    await fetchTokens(client)
    expect(client.getState().accountData.eip155?.tokens).toBe('unavailable')
    expect(client.getState().accounts.eip155?.tokenBalance.map((token) => token.symbol)).toEqual(['ETH'])
    expect(client.getState().notices.toast).toBeUndefined()
  })

  it("parameters: chainData: a host's indexer replaces the adapter's read", async () => {
    let adapterReads = 0
    const { client } = setup(
      {
        getTokenBalances: async () => {
          adapterReads++
          return []
        },
      },
      { chainData: { getTokenBalances: async () => [usdc] } },
    )
    await connect(client, { namespace: 'eip155', connectorId: 'test-wallet' })
    await fetchTokens(client)
    expect(adapterReads).toBe(0)
    expect(client.getState().accounts.eip155?.tokenBalance.map((token) => token.symbol)).toEqual([
      'ETH',
      'USDC',
    ])
  })

  it('behavior: a price source that fails leaves the balances without USD values', async () => {
    const { client } = setup(
      { getTokenBalances: async () => [usdc] },
      {
        tokenPrices: async () => {
          throw new Error('price feed down')
        },
      },
    )
    await connect(client, { namespace: 'eip155', connectorId: 'test-wallet' })
    await fetchTokens(client)
    const tokens = client.getState().accounts.eip155?.tokenBalance ?? []
    expect(tokens.map((token) => [token.symbol, token.value])).toEqual([
      ['ETH', undefined],
      ['USDC', undefined],
    ])
    expect(client.getState().accountData.eip155?.tokens).toBe('ready')
  })
})

describe('tokens the host lists with their own symbol, name and icon', () => {
  it("behavior: the host's metadata replaces what the chain reports, in the Tokens tab and in Activity amounts", async () => {
    const listed = {
      address: USDC.toLowerCase(),
      symbol: 'USDC.e',
      name: 'Bridged USD Coin',
      iconUrl: 'https://tokens.example/usdc.svg',
    }
    const moved: ActivityItem = {
      hash: `0x${'cd'.repeat(32)}`,
      networkId: 'eip155:1',
      direction: 'received',
      counterparty: '0x2222222222222222222222222222222222222222',
      amount: { formatted: '5', symbol: 'USD…', tokenAddress: USDC },
    }
    const { client } = setup(
      { getTokenBalances: async () => [usdc], getActivity: async () => [moved] },
      { tokens: { 'eip155:1': [listed] } },
    )
    await connect(client, { namespace: 'eip155', connectorId: 'test-wallet' })
    await fetchTokens(client)
    await fetchActivity(client)
    const token = client.getState().accounts.eip155?.tokenBalance.find((holding) => holding.address === USDC)
    expect(token).toMatchObject({ symbol: 'USDC.e', name: 'Bridged USD Coin', iconUrl: listed.iconUrl })
    expect(client.getState().accountData.eip155?.activityItems[0]?.amount?.symbol).toBe('USDC.e')
  })
})

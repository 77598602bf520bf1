import { describe, expect, it } from 'vitest'
import type { Balance, TokenHolding } from '../adapter/types'
import { createLatchClient } from '../client/createLatchClient'
import { startBatchSink } from '../services/analytics/startBatchSink.fixture'
import type { AnalyticsItem } from '../services/analytics/types'
import { createMemoryStorage } from '../testing/createMemoryStorage'
import { createTestAdapter } from '../testing/createTestAdapter'
import { testNetworks } from '../testing/networks'

const RECEIVER = '0x3333333333333333333333333333333333333333'
const USDC = '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48'
const FEE: Balance = { value: '21000000000000', formatted: '0.000021', symbol: 'ETH', decimals: 18 }

/** A client whose wallet holds 1 ETH and whose adapter estimates a 0.000021 ETH fee. */
function setup() {
  const evm = Object.assign(createTestAdapter({ balance: 1_000_000_000_000_000_000n }), {
    estimateTransferFee: async () => FEE,
  })
  const client = createLatchClient({
    projectId: 'test',
    networks: [testNetworks.mainnet],
    adapters: [evm],
    storage: createMemoryStorage(),
  })
  return { client, evm }
}

const walletRequests = (evm: ReturnType<typeof setup>['evm']) =>
  evm.calls.filter((call) => call.method === 'sendTransfer')

describe('send: refused before any wallet prompt (issue 19)', () => {
  it('behavior: a native amount that leaves no room for the fee is Insufficient balance', async () => {
    const { client, evm } = setup()
    await client.connect({ namespace: 'eip155', connectorId: 'test-wallet' })
    client.setSendToken({ symbol: 'ETH', decimals: 18, quantity: '1' })
    client.setSendAmount('1')
    client.setSendReceiver(RECEIVER)
    await expect(client.send()).rejects.toThrow('Insufficient balance')
    expect(walletRequests(evm)).toEqual([])
    expect(client.getState().send).toMatchObject({
      sendTokenAmount: '1',
      receiverAddress: RECEIVER,
      loading: false,
    })
    // The whole balance less the fee goes through.
    client.setSendAmount('0.999979')
    await expect(client.send()).resolves.toMatch(/^0x[0-9a-f]{64}$/)
    expect(evm.sent.map((sent) => sent.value)).toEqual([999_979_000_000_000_000n])
  })

  it('behavior: a token amount above the token balance is Insufficient balance', async () => {
    const { client, evm } = setup()
    await client.connect({ namespace: 'eip155', connectorId: 'test-wallet' })
    client.setSendToken({ address: USDC, symbol: 'USDC', decimals: 6, quantity: '10' })
    client.setSendAmount('10.000001')
    client.setSendReceiver(RECEIVER)
    await expect(client.send()).rejects.toMatchObject({ name: 'InsufficientBalanceError' })
    expect(walletRequests(evm)).toEqual([])
    client.setSendAmount('10')
    await client.send()
    expect(evm.sent).toHaveLength(1)
  })
})

describe('send: in flight and declined', () => {
  it('behavior: a second Send while one is in flight sends nothing more', async () => {
    const { client, evm } = setup()
    await client.connect({ namespace: 'eip155', connectorId: 'test-wallet' })
    client.setSendToken({ symbol: 'ETH', decimals: 18, quantity: '1' })
    client.setSendAmount('0.1')
    client.setSendReceiver(RECEIVER)
    const prompt = evm.holdNext()
    const first = client.send()
    const second = client.send()
    await new Promise((resolve) => setTimeout(resolve, 10))
    expect(client.getState().send.loading).toBe(true)
    prompt.approve()
    const [a, b] = await Promise.all([first, second])
    expect(a).toBe(b)
    expect(evm.sent).toHaveLength(1)
    expect(walletRequests(evm)).toHaveLength(1)
  })

  it('behavior: a declined signature leaves the form exactly as it was, and Send works again', async () => {
    const { client, evm } = setup()
    await client.connect({ namespace: 'eip155', connectorId: 'test-wallet' })
    client.setSendToken({ address: USDC, symbol: 'USDC', decimals: 6, quantity: '10', price: 1 })
    client.setSendAmount('2')
    client.setSendReceiver(RECEIVER)
    const before = client.getState().send
    evm.rejectNext()
    await expect(client.send()).rejects.toThrow('User rejected the request')
    expect(client.getState().send).toEqual(before)
    await client.send()
    expect(evm.sent).toHaveLength(1)
  })
})

describe('send: after success', () => {
  it('behavior: tokens and activity are read again, not served from the 30 s / 15 s caches', async () => {
    let holdings: TokenHolding[] = [
      { networkId: 'eip155:1', address: USDC, name: 'USD Coin', symbol: 'USDC', decimals: 6, quantity: '10' },
    ]
    let activityReads = 0
    const { evm } = setup()
    Object.assign(evm, {
      getTokenBalances: async () => holdings,
      getActivity: async () => {
        activityReads++
        return []
      },
    })
    const withTokens = createLatchClient({
      projectId: 'test',
      networks: [testNetworks.mainnet],
      adapters: [evm],
      storage: createMemoryStorage(),
      tokens: { 'eip155:1': { address: USDC } },
    })
    await withTokens.connect({ namespace: 'eip155', connectorId: 'test-wallet' })
    await withTokens.fetchTokens()
    await withTokens.fetchActivity()
    withTokens.setSendToken({ address: USDC, symbol: 'USDC', decimals: 6, quantity: '10' })
    withTokens.setSendAmount('4')
    withTokens.setSendReceiver(RECEIVER)
    holdings = [{ ...holdings[0]!, quantity: '6' }]
    await withTokens.send()
    await new Promise((resolve) => setTimeout(resolve, 10))
    const usdc = withTokens.getState().accounts.eip155?.tokenBalance.find((token) => token.symbol === 'USDC')
    expect(usdc?.quantity).toBe('6')
    expect(activityReads).toBe(2)
  })
})

describe('send: analytics (spec §7)', () => {
  it('SEND_INITIATED and SEND_SUCCESS carry isSmartAccount, token, amount, network and the hash', async () => {
    const sink = await startBatchSink()
    try {
      const evm = Object.assign(createTestAdapter({ balance: 1_000_000_000_000_000_000n }), {
        estimateTransferFee: async () => FEE,
      })
      const client = createLatchClient({
        projectId: 'test',
        networks: [testNetworks.mainnet],
        adapters: [evm],
        storage: createMemoryStorage(),
        services: { analytics: sink.baseUrl },
      })
      await client.connect({ namespace: 'eip155', connectorId: 'test-wallet' })
      client.setSendToken({ address: USDC, symbol: 'USDC', decimals: 6, quantity: '10' })
      client.setSendAmount('2')
      client.setSendReceiver(RECEIVER)
      const hash = await client.send()
      client.destroy()
      const [request] = await sink.waitForRequests(1)
      const items = (JSON.parse(request?.body ?? '{}') as { batch: AnalyticsItem[] }).batch
      const byEvent = (event: string) => items.find((item) => item.props.event === event)?.props.properties
      const summary = {
        namespace: 'eip155',
        token: USDC,
        amount: '2',
        network: 'eip155:1',
        isSmartAccount: false,
      }
      expect(byEvent('SEND_INITIATED')).toEqual(summary)
      expect(byEvent('SEND_SUCCESS')).toEqual({ ...summary, hash })
    } finally {
      await sink.close()
    }
  })
})

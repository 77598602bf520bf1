import { describe, expect, it, vi } from 'vitest'
import type { Balance, TokenHolding } from '../adapter/types'
import { createLatch } from '../client/createLatch'
import { startBatchSink } from '../services/analytics/startBatchSink.fixture'
import type { AnalyticsItem } from '../services/analytics/types'
import { createMemoryStorage } from '../testing/createMemoryStorage'
import { createTestAdapter } from '../testing/createTestAdapter'
import { testNetworks } from '../testing/networks'
import { ADDRESS, setupLatch } from '../testing/testLatch.fixture'
import { connect } from './connect'
import { fetchActivity } from './fetchActivity'
import { fetchTokens } from './fetchTokens'
import { open } from './open'
import { send } from './send'
import { setSendAmount } from './setSendAmount'
import { setSendReceiver } from './setSendReceiver'
import { setSendToken } from './setSendToken'

const { polkadot } = testNetworks
const RECEIVER = '0x3333333333333333333333333333333333333333'
const USDC = '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48'
const FEE: Balance = { value: '21000000000000', formatted: '0.000021', symbol: 'ETH', decimals: 18 }

/** A client whose wallet holds 1 ETH and whose adapter estimates a 0.000021 ETH fee. */
function setup() {
  const evm = Object.assign(createTestAdapter({ balance: 1_000_000_000_000_000_000n }), {
    estimateTransferFee: async () => FEE,
  })
  const client = createLatch({
    projectId: 'test',
    networks: [testNetworks.mainnet],
    adapters: [evm],
    storage: createMemoryStorage(),
  })
  return { client, evm }
}

const walletRequests = (evm: ReturnType<typeof setup>['evm']) =>
  evm.calls.filter((call) => call.method === 'sendTransfer')

describe('send (spec §4, §5)', () => {
  it('sends base units, resets the form, keeps the hash, returns to Account', async () => {
    const { client, evm, events } = setupLatch()
    await connect(client, { namespace: 'eip155', connectorId: 'test-wallet' })
    await open(client, { view: 'WalletSend' })
    setSendToken(client, {
      address: '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48',
      symbol: 'USDC',
      decimals: 6,
    })
    setSendAmount(client, { amount: '12.34' })
    setSendReceiver(client, { address: '0x3333333333333333333333333333333333333333' })
    const loading: boolean[] = []
    client.watch(
      (state) => state.send.loading,
      (value) => loading.push(value),
    )
    const hash = await send(client)
    expect(hash).toMatch(/^0x[0-9a-f]{64}$/)
    expect(evm.sent).toEqual([
      {
        from: `eip155:1:${ADDRESS}`,
        to: '0x3333333333333333333333333333333333333333',
        token: { address: '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48', symbol: 'USDC', decimals: 6 },
        value: 12_340_000n,
      },
    ])
    expect(loading).toEqual([true, false])
    // Token, amount and receiver reset; the token list was emptied and has been read again since.
    const { tokenBalances, ...form } = client.getState().send
    expect(form).toEqual({ loading: false, hash })
    expect(tokenBalances.map((token) => token.symbol)).toEqual(['ETH'])
    expect(client.getState().modal.history).toEqual([{ view: 'Account', params: {} }])
    expect(events.map((event) => event.type)).toEqual(
      expect.arrayContaining(['SEND_INITIATED', 'SEND_SUCCESS']),
    )
  })

  it('refuses an incomplete form before the wallet is asked, and clears loading', async () => {
    const { client, evm } = setupLatch()
    await connect(client, { namespace: 'eip155', connectorId: 'test-wallet' })
    setSendAmount(client, { amount: '1' })
    setSendReceiver(client, { address: '0x3333333333333333333333333333333333333333' })
    await expect(send(client)).rejects.toThrow('A token is required')
    expect(evm.sent).toEqual([])
    expect(client.getState().send.loading).toBe(false)
    expect(client.getState().send.sendTokenAmount).toBe('1')
  })

  it('a rejection keeps the form so the visitor can try again', async () => {
    const { client, evm } = setupLatch()
    await connect(client, { namespace: 'eip155', connectorId: 'test-wallet' })
    setSendToken(client, { symbol: 'ETH', decimals: 18 })
    setSendAmount(client, { amount: '0.1' })
    setSendReceiver(client, { address: '0x3333333333333333333333333333333333333333' })
    evm.rejectNext()
    await expect(send(client)).rejects.toThrow('User rejected the request')
    expect(client.getState().send).toMatchObject({ sendTokenAmount: '0.1', loading: false })
    expect(await send(client)).toMatch(/^0x/)
    expect(evm.sent[0]?.value).toBe(100_000_000_000_000_000n)
  })

  it("send by presence: an adapter without sendTransfer fails as 'Unsupported chain' before any prompt", async () => {
    const dot = createTestAdapter({
      namespace: 'polkadot',
      addresses: ['5FHneW46xGXgs5mUiveU4sbTyGBzmstUspZC92UhjJM694ty'],
      cannotSend: true,
    })
    const client = createLatch({
      networks: [polkadot],
      adapters: [dot],
      storage: createMemoryStorage(),
    })
    await connect(client, { namespace: 'polkadot', connectorId: 'test-wallet' })
    setSendToken(client, { symbol: 'DOT', decimals: 10 })
    setSendAmount(client, { amount: '1' })
    setSendReceiver(client, { address: '5FHneW46xGXgs5mUiveU4sbTyGBzmstUspZC92UhjJM694ty' })
    await expect(send(client)).rejects.toThrow('Unsupported chain')
    expect(dot.calls.map((call) => call.method)).not.toContain('sendTransfer')
    expect(client.getState().send.loading).toBe(false)
  })

  it('send by presence: an adapter of any namespace with sendTransfer sends', async () => {
    const acme = createTestAdapter({
      namespace: 'acme',
      addresses: ['acct-1'],
      symbol: 'ACM',
      balance: 3_000_000n,
      decimals: 6,
    })
    const network = {
      ...polkadot,
      id: 'acme:main',
      namespace: 'acme',
      reference: 'main',
      name: 'Acme',
      nativeCurrency: { name: 'Acme', symbol: 'ACM', decimals: 6 },
    } as const
    const client = createLatch({
      networks: [network],
      adapters: [acme],
      storage: createMemoryStorage(),
    })
    await connect(client, { namespace: 'acme', connectorId: 'test-wallet' })
    setSendToken(client, { symbol: 'ACM', decimals: 6 })
    setSendAmount(client, { amount: '2.5' })
    setSendReceiver(client, { address: 'acct-2' })
    await send(client)
    expect(acme.sent).toEqual([
      { from: 'acme:main:acct-1', to: 'acct-2', token: { symbol: 'ACM', decimals: 6 }, value: 2_500_000n },
    ])
  })

  it('a receiver the adapter calls invalid is refused before any prompt', async () => {
    const { client, evm } = setupLatch()
    evm.isAddress = (address) => /^0x[0-9a-fA-F]{40}$/.test(address)
    await connect(client, { namespace: 'eip155', connectorId: 'test-wallet' })
    setSendToken(client, { symbol: 'ETH', decimals: 18 })
    setSendAmount(client, { amount: '1' })
    setSendReceiver(client, { address: '0xnot-an-address' })
    await expect(send(client)).rejects.toThrow('The address is not valid for this network')
    expect(evm.sent).toEqual([])
  })
})

describe('send: refused before any wallet prompt (issue 19)', () => {
  it('behavior: a native amount that leaves no room for the fee is Insufficient balance', async () => {
    const { client, evm } = setup()
    await connect(client, { namespace: 'eip155', connectorId: 'test-wallet' })
    setSendToken(client, { symbol: 'ETH', decimals: 18, quantity: '1' })
    setSendAmount(client, { amount: '1' })
    setSendReceiver(client, { address: RECEIVER })
    await expect(send(client)).rejects.toThrow('Insufficient balance')
    expect(walletRequests(evm)).toEqual([])
    expect(client.getState().send).toMatchObject({
      sendTokenAmount: '1',
      receiverAddress: RECEIVER,
      loading: false,
    })
    // The whole balance less the fee goes through.
    setSendAmount(client, { amount: '0.999979' })
    await expect(send(client)).resolves.toMatch(/^0x[0-9a-f]{64}$/)
    expect(evm.sent.map((sent) => sent.value)).toEqual([999_979_000_000_000_000n])
  })

  it('behavior: a token amount above the token balance is Insufficient balance', async () => {
    const { client, evm } = setup()
    await connect(client, { namespace: 'eip155', connectorId: 'test-wallet' })
    setSendToken(client, { address: USDC, symbol: 'USDC', decimals: 6, quantity: '10' })
    setSendAmount(client, { amount: '10.000001' })
    setSendReceiver(client, { address: RECEIVER })
    await expect(send(client)).rejects.toMatchObject({ name: 'InsufficientBalanceError' })
    expect(walletRequests(evm)).toEqual([])
    setSendAmount(client, { amount: '10' })
    await send(client)
    expect(evm.sent).toHaveLength(1)
  })
})

describe('send: in flight and declined', () => {
  it('behavior: a second Send while one is in flight sends nothing more', async () => {
    const { client, evm } = setup()
    await connect(client, { namespace: 'eip155', connectorId: 'test-wallet' })
    setSendToken(client, { symbol: 'ETH', decimals: 18, quantity: '1' })
    setSendAmount(client, { amount: '0.1' })
    setSendReceiver(client, { address: RECEIVER })
    const prompt = evm.holdNext()
    const first = send(client)
    const second = send(client)
    // The wallet holds the first request: its prompt is open.
    await vi.waitFor(() => expect(walletRequests(evm)).toHaveLength(1))
    expect(client.getState().send.loading).toBe(true)
    prompt.approve()
    const [a, b] = await Promise.all([first, second])
    expect(a).toBe(b)
    expect(evm.sent).toHaveLength(1)
    expect(walletRequests(evm)).toHaveLength(1)
  })

  it('behavior: a declined signature leaves the form exactly as it was, and Send works again', async () => {
    const { client, evm } = setup()
    await connect(client, { namespace: 'eip155', connectorId: 'test-wallet' })
    setSendToken(client, { address: USDC, symbol: 'USDC', decimals: 6, quantity: '10', price: 1 })
    setSendAmount(client, { amount: '2' })
    setSendReceiver(client, { address: RECEIVER })
    const before = client.getState().send
    evm.rejectNext()
    await expect(send(client)).rejects.toThrow('User rejected the request')
    expect(client.getState().send).toEqual(before)
    await send(client)
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
    const withTokens = createLatch({
      projectId: 'test',
      networks: [testNetworks.mainnet],
      adapters: [evm],
      storage: createMemoryStorage(),
      tokens: { 'eip155:1': { address: USDC } },
    })
    await connect(withTokens, { namespace: 'eip155', connectorId: 'test-wallet' })
    await fetchTokens(withTokens)
    await fetchActivity(withTokens)
    setSendToken(withTokens, { address: USDC, symbol: 'USDC', decimals: 6, quantity: '10' })
    setSendAmount(withTokens, { amount: '4' })
    setSendReceiver(withTokens, { address: RECEIVER })
    holdings = [{ ...holdings[0]!, quantity: '6' }]
    await send(withTokens)
    const usdc = () =>
      withTokens.getState().accounts.eip155?.tokenBalance.find((token) => token.symbol === 'USDC')
    await vi.waitFor(() => expect(usdc()?.quantity).toBe('6'))
    await vi.waitFor(() => expect(activityReads).toBe(2))
  })
})

describe('send: analytics (spec §7)', () => {
  it('SEND_INITIATED and SEND_SUCCESS carry isSmartAccount, token, amount, network and the hash', async () => {
    const sink = await startBatchSink()
    try {
      const evm = Object.assign(createTestAdapter({ balance: 1_000_000_000_000_000_000n }), {
        estimateTransferFee: async () => FEE,
      })
      const client = createLatch({
        projectId: 'test',
        networks: [testNetworks.mainnet],
        adapters: [evm],
        storage: createMemoryStorage(),
        services: { analytics: sink.baseUrl },
      })
      await connect(client, { namespace: 'eip155', connectorId: 'test-wallet' })
      setSendToken(client, { address: USDC, symbol: 'USDC', decimals: 6, quantity: '10' })
      setSendAmount(client, { amount: '2' })
      setSendReceiver(client, { address: RECEIVER })
      const hash = await send(client)
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

  it('isSmartAccount is true when the account’s preferred type is smartAccount', async () => {
    const sink = await startBatchSink()
    try {
      const evm = Object.assign(createTestAdapter({ balance: 1_000_000_000_000_000_000n }), {
        estimateTransferFee: async () => FEE,
      })
      const client = createLatch({
        projectId: 'test',
        networks: [testNetworks.mainnet],
        adapters: [evm],
        storage: createMemoryStorage(),
        services: { analytics: sink.baseUrl },
        defaultAccountTypes: { eip155: 'smartAccount' },
      })
      await connect(client, { namespace: 'eip155', connectorId: 'test-wallet' })
      setSendToken(client, { address: USDC, symbol: 'USDC', decimals: 6, quantity: '10' })
      setSendAmount(client, { amount: '2' })
      setSendReceiver(client, { address: RECEIVER })
      await send(client)
      client.destroy()
      const [request] = await sink.waitForRequests(1)
      const items = (JSON.parse(request?.body ?? '{}') as { batch: AnalyticsItem[] }).batch
      const sends = items.filter((item) => String(item.props.event).startsWith('SEND_'))
      expect(sends.map((item) => item.props.properties?.isSmartAccount)).toEqual([true, true])
    } finally {
      await sink.close()
    }
  })
})

describe('send: what the wallet answers is checked (spec §5)', () => {
  it("a hash that is not 0x and 64 hex characters is 'Invalid transaction hash': not kept, the form stays", async () => {
    const { client, evm } = setup()
    evm.sendTransfer = async () => '0x1234<img src=x>'
    await connect(client, { namespace: 'eip155', connectorId: 'test-wallet' })
    setSendToken(client, { symbol: 'ETH', decimals: 18, quantity: '1' })
    setSendAmount(client, { amount: '0.1' })
    setSendReceiver(client, { address: RECEIVER })
    await expect(send(client)).rejects.toMatchObject({
      name: 'InvalidTransactionHashError',
      message: 'Invalid transaction hash',
    })
    expect(client.getState().send).toMatchObject({
      sendTokenAmount: '0.1',
      receiverAddress: RECEIVER,
      loading: false,
    })
    expect(client.getState().send.hash).toBeUndefined()
  })
})

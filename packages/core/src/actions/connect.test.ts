import { describe, expect, it, vi } from 'vitest'
import type { CaipNetwork } from '../caip/types'
import { createLatch } from '../client/createLatch'
import { MethodNotSupportedError } from '../errors/catalogue'
import { createMemoryStorage } from '../testing/createMemoryStorage'
import { createTestAdapter, testSignature } from '../testing/createTestAdapter'
import { ADDRESS, setupLatch, stored } from '../testing/testLatch.fixture'
import { connect } from './connect'
import { dismissAlert } from './dismissAlert'
import { open } from './open'
import { signMessage } from './signMessage'

// A network to derive other namespaces' networks from.
const hub: CaipNetwork = {
  id: 'cosmos:cosmoshub-4',
  namespace: 'cosmos',
  reference: 'cosmoshub-4',
  name: 'Cosmos Hub',
  nativeCurrency: { name: 'Atom', symbol: 'ATOM', decimals: 6 },
  rpcUrls: [],
}

describe('connect', () => {
  it('the account, network and connected status arrive in one state change (issue 39)', async () => {
    const { client } = setupLatch()
    const seen: unknown[] = []
    client.watch(
      (state) => state.accounts.eip155?.status,
      (status) => {
        const state = client.getState()
        seen.push([status, state.accounts.eip155?.address, state.networks.eip155?.caipNetwork?.id])
      },
    )
    await connect(client, { namespace: 'eip155', connectorId: 'test-wallet' })
    expect(seen).toEqual([
      ['connecting', undefined, 'eip155:1'],
      ['connected', ADDRESS, 'eip155:1'],
    ])
  })

  it('behavior: without sign-in, the modal is closed in the task that applies the connection: a renderer that flushes on a microtask (React) draws one state, connected and closed, not two (issue 39)', async () => {
    const { client } = setupLatch()
    await open(client)
    let modalOpenAtFlush: boolean | undefined
    client.watch(
      (state) => state.accounts.eip155?.status,
      (status) => {
        if (status === 'connected') queueMicrotask(() => (modalOpenAtFlush = client.getState().modal.open))
      },
    )
    await connect(client, { namespace: 'eip155', connectorId: 'test-wallet' })
    expect(modalOpenAtFlush).toBe(false)
  })

  it('default: connecting then connected, account, network and storage filled, modal closed', async () => {
    const { client, storage, events } = setupLatch()
    await open(client)
    const statuses: string[] = []
    client.watch(
      (state) => state.accounts.eip155?.status,
      (status) => statuses.push(String(status)),
    )
    const connection = await connect(client, { namespace: 'eip155', connectorId: 'test-wallet' })
    expect(connection.accounts[0]?.address).toBe(`eip155:1:${ADDRESS}`)
    expect(statuses).toEqual(['connecting', 'connected'])
    const state = client.getState()
    expect(state.accounts.eip155).toMatchObject({
      address: ADDRESS,
      caipAddress: `eip155:1:${ADDRESS}`,
      connectedWalletInfo: { id: 'test-wallet', name: 'Test Wallet', type: 'announced' },
    })
    expect(state.networks.eip155?.caipNetwork?.id).toBe('eip155:1')
    expect(state.activeNamespace).toBe('eip155')
    expect(state.modal.open).toBe(false)
    expect(stored(storage, 'connectedNamespaces')).toEqual(['eip155'])
    expect(stored(storage, 'connectionStatus')).toEqual({ eip155: 'connected' })
    expect(stored(storage, 'walletId')).toBe('test-wallet')
    expect(stored(storage, 'recentWallets')).toEqual([
      { id: 'test-wallet', name: 'Test Wallet', namespace: 'eip155' },
    ])
    expect(events).toContainEqual({
      type: 'CONNECT_SUCCESS',
      namespace: 'eip155',
      connectorId: 'test-wallet',
    })
    await vi.waitFor(() =>
      expect(client.getState().accounts.eip155).toMatchObject({
        balance: '1.5',
        balanceSymbol: 'ETH',
        balanceLoading: false,
      }),
    )
  })

  it('the balance is read once the frame that shows the account has painted, not before it (issue 39)', async () => {
    const frames: (() => void)[] = []
    vi.stubGlobal('requestAnimationFrame', (callback: () => void) => frames.push(callback))
    try {
      const { client, evm } = setupLatch()
      await connect(client, { namespace: 'eip155', connectorId: 'test-wallet' })
      await new Promise((resolve) => setTimeout(resolve, 0))
      expect(client.getState().accounts.eip155?.status).toBe('connected')
      expect(evm.calls.filter((call) => call.method === 'getBalance')).toHaveLength(0)
      expect(client.getState().accounts.eip155?.balanceLoading).toBeFalsy()
      for (const frame of frames.splice(0)) frame()
      await vi.waitFor(() => expect(client.getState().accounts.eip155?.balance).toBe('1.5'))
      expect(evm.calls.filter((call) => call.method === 'getBalance')).toHaveLength(1)
    } finally {
      vi.unstubAllGlobals()
    }
  })

  it('behavior: user rejects → back to disconnected, typed error, no disconnect, nothing stored (RELIABILITY #10)', async () => {
    const { client, evm, storage } = setupLatch()
    evm.rejectNext()
    await expect(connect(client, { namespace: 'eip155', connectorId: 'test-wallet' })).rejects.toThrowError(
      expect.objectContaining({ name: 'UserRejectedError', message: 'User rejected the request' }),
    )
    expect(client.getState().accounts.eip155?.status).toBe('disconnected')
    expect(stored(storage, 'connectedNamespaces')).toBeUndefined()
    // a retry works
    await connect(client, { namespace: 'eip155', connectorId: 'test-wallet' })
    expect(client.getState().accounts.eip155?.status).toBe('connected')
  })

  it("behavior: a wallet that cannot connect (MethodNotSupportedError) raises 'Test Wallet is not supported' once per page (spec §8)", async () => {
    const { client, evm } = setupLatch()
    evm.failNext(new MethodNotSupportedError({ details: 'wallet_requestPermissions' }))
    await expect(connect(client, { namespace: 'eip155', connectorId: 'test-wallet' })).rejects.toBeInstanceOf(
      MethodNotSupportedError,
    )
    expect(client.getState().notices.alert).toMatchObject({
      id: 'UNSUPPORTED_PROVIDER:Test Wallet',
      variant: 'warning',
      message: 'Test Wallet is not supported',
    })
    dismissAlert(client)
    evm.failNext(new MethodNotSupportedError({ details: 'wallet_requestPermissions' }))
    await expect(connect(client, { namespace: 'eip155', connectorId: 'test-wallet' })).rejects.toBeInstanceOf(
      MethodNotSupportedError,
    )
    expect(client.getState().notices.alert).toBeUndefined()
    evm.rejectNext()
    await expect(connect(client, { namespace: 'eip155', connectorId: 'test-wallet' })).rejects.toThrow(
      'User rejected the request',
    )
    expect(client.getState().notices.alert).toBeUndefined()
  })

  it("behavior: an unknown namespace fails with 'Adapter not found'", async () => {
    const { client } = setupLatch()
    await expect(connect(client, { namespace: 'sui', connectorId: 'x' })).rejects.toThrow('Adapter not found')
  })

  it('behavior: a malformed account from the wallet never reaches state (RELIABILITY #7)', async () => {
    const { client, evm } = setupLatch()
    evm.connect = async () => ({
      connectorId: 'test-wallet',
      accounts: [{ address: 'eip155:1' as never, type: 'eoa' }],
      networkId: 'eip155:1',
    })
    await expect(connect(client, { namespace: 'eip155', connectorId: 'test-wallet' })).rejects.toThrow(
      'The address is not valid for this network',
    )
    expect(client.getState().accounts.eip155?.address).toBeUndefined()
    expect(client.getState().accounts.eip155?.status).toBe('disconnected')
  })
})

describe('contract: account roles', () => {
  it('every account is kept with its role; the main (first) one is the one shown', async () => {
    const bitcoin = createTestAdapter({
      namespace: 'bip122',
      addresses: ['bc1qpayment', 'bc1pordinals'],
      purposes: ['payment', 'ordinals'],
      cannotSend: true,
    })
    const network: CaipNetwork = {
      ...hub,
      id: 'bip122:000000000019d6689c085ae165831e93',
      namespace: 'bip122',
      reference: '000000000019d6689c085ae165831e93',
      name: 'Bitcoin',
    }
    const client = createLatch({
      networks: [network],
      adapters: [bitcoin],
      storage: createMemoryStorage(),
    })
    await connect(client, { namespace: 'bip122', connectorId: 'test-wallet' })
    const account = client.getState().accounts.bip122
    expect(account?.address).toBe('bc1qpayment')
    expect(account?.allAccounts.map(({ address, purpose }) => ({ address, purpose }))).toEqual([
      { address: `${network.id}:bc1qpayment`, purpose: 'payment' },
      { address: `${network.id}:bc1pordinals`, purpose: 'ordinals' },
    ])
  })

  it('a connection may carry accounts of another namespace (a Stacks wallet’s Bitcoin address), the main one may not', async () => {
    const stacks = createTestAdapter({
      namespace: 'stacks',
      addresses: ['SP2J6ZY48GV1EZ5V2V5RB9MP66SW86PYKKNRV9EJ7'],
    })
    const network: CaipNetwork = {
      ...hub,
      id: 'stacks:1',
      namespace: 'stacks',
      reference: '1',
      name: 'Stacks',
    }
    const client = createLatch({
      networks: [network],
      adapters: [stacks],
      storage: createMemoryStorage(),
    })
    const connectWith = (accounts: { address: `${string}:${string}:${string}`; purpose: string }[]) => {
      stacks.connect = async () => ({
        connectorId: 'test-wallet',
        networkId: 'stacks:1',
        accounts: accounts.map((account) => ({ ...account, type: 'eoa' as const })),
      })
      return connect(client, { namespace: 'stacks', connectorId: 'test-wallet' })
    }
    const btc = { address: 'bip122:000000000019d6689c085ae165831e93:bc1qpay', purpose: 'payment' } as const
    await expect(connectWith([btc])).rejects.toThrow('The address is not valid for this network')
    await connectWith([
      { address: 'stacks:1:SP2J6ZY48GV1EZ5V2V5RB9MP66SW86PYKKNRV9EJ7', purpose: 'stacks' },
      btc,
    ])
    expect(client.getState().accounts.stacks?.allAccounts.map((account) => account.purpose)).toEqual([
      'stacks',
      'payment',
    ])
  })
})

describe('contract: open namespaces', () => {
  it('a namespace core has never heard of connects, signs, reads its balance and reconnects after a reload', async () => {
    const network: CaipNetwork = {
      ...hub,
      id: 'acme:main',
      namespace: 'acme',
      reference: 'main',
      name: 'Acme',
      nativeCurrency: { name: 'Acme', symbol: 'ACM', decimals: 6 },
    }
    const storage = createMemoryStorage()
    const make = () => {
      const adapter = createTestAdapter({
        namespace: 'acme',
        addresses: ['acct-1'],
        balance: 2_500_000n,
        decimals: 6,
        symbol: 'ACM',
      })
      return { adapter, client: createLatch({ networks: [network], adapters: [adapter], storage }) }
    }
    const first = make()
    await connect(first.client, { namespace: 'acme', connectorId: 'test-wallet' })
    expect(first.client.getState().activeNamespace).toBe('acme')
    expect(await signMessage(first.client, { message: 'hi' })).toBe(testSignature('acme', 'acct-1', 'hi'))
    await vi.waitFor(() => expect(first.client.getState().accounts.acme?.balance).toBe('2.5'))
    expect(first.client.getState().accounts.acme?.balanceSymbol).toBe('ACM')

    const reloaded = make()
    reloaded.client.mount({ addEventListener() {}, removeEventListener() {} })
    await vi.waitFor(() => expect(reloaded.client.getState().accounts.acme?.status).toBe('connected'))
    expect(reloaded.adapter.calls.map((call) => call.method)).toContain('reconnect')
  })
})

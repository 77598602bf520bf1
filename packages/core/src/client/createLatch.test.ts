import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { UserRejectedError } from '../errors/catalogue'
import type { LatchEvent } from '../latch/events'
import type { LatchOptions, SiwxSession } from '../options/types'
import { FLOW_VIEWS } from '../rules/flowNavigation'
import { emptyAccountState } from '../state/initialState'
import { createMemoryStorage } from '../testing/createMemoryStorage'
import { createTestAdapter, type TestAdapter } from '../testing/createTestAdapter'
import { testNetworks } from '../testing/networks'
import { DISPLAY_TEXT_MAX_LENGTH } from '../text/toDisplayText'
import { createLatchClient } from './createLatchClient'

const { mainnet, optimism, solana, polkadot } = testNetworks
const ADDRESS = '0x1111111111111111111111111111111111111111'

function setup(overrides: Partial<LatchOptions> = {}) {
  const evm = createTestAdapter({ balance: 1_500_000_000_000_000_000n })
  const storage = createMemoryStorage()
  const client = createLatchClient({
    projectId: 'test',
    networks: [mainnet, optimism],
    adapters: [evm],
    storage,
    ...overrides,
  })
  const events: LatchEvent[] = []
  client.onEvent((event) => events.push(event))
  return { client, evm, storage, events }
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0))
const stored = (storage: ReturnType<typeof createMemoryStorage>, key: string) => {
  const raw = storage.dump()[`latch:${key}`]
  return raw === undefined ? undefined : (JSON.parse(raw) as { value: unknown }).value
}

afterEach(() => {
  vi.useRealTimers()
})

describe('createLatch: isolation and server safety (RELIABILITY #3)', () => {
  it('two clients never share state', async () => {
    const a = setup()
    const b = setup()
    await a.client.connect({ namespace: 'eip155', connectorId: 'test-wallet' })
    expect(a.client.getState().accounts.eip155?.status).toBe('connected')
    expect(b.client.getState().accounts.eip155?.status).toBe('disconnected')
    a.client.open()
    expect(b.client.getState().modal.open).toBe(false)
  })

  it('creating a client in plain Node touches no window, document or storage', () => {
    expect(typeof (globalThis as { window?: unknown }).window).toBe('undefined')
    const client = createLatchClient({ networks: [mainnet] })
    expect(client.getState().accounts.eip155?.status).toBe('disconnected')
  })

  it('a missing projectId shows the project-id alert and the client keeps working', async () => {
    const { client } = setup({ projectId: undefined })
    expect(client.getState().notices.alert).toMatchObject({
      id: 'PROJECT_ID_NOT_CONFIGURED',
      variant: 'warning',
    })
    await client.connect({ namespace: 'eip155', connectorId: 'test-wallet' })
    expect(client.getState().accounts.eip155?.status).toBe('connected')
  })
})

describe('connect', () => {
  it('default: connecting then connected, account, network and storage filled, modal closed', async () => {
    const { client, storage, events } = setup()
    await client.open()
    const statuses: string[] = []
    client.watch(
      (state) => state.accounts.eip155?.status,
      (status) => statuses.push(String(status)),
    )
    const connection = await client.connect({ namespace: 'eip155', connectorId: 'test-wallet' })
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
    await flush()
    expect(client.getState().accounts.eip155).toMatchObject({
      balance: '1.5',
      balanceSymbol: 'ETH',
      balanceLoading: false,
    })
  })

  it('behavior: user rejects → back to disconnected, typed error, no disconnect, nothing stored (RELIABILITY #10)', async () => {
    const { client, evm, storage } = setup()
    evm.rejectNext()
    await expect(client.connect({ namespace: 'eip155', connectorId: 'test-wallet' })).rejects.toThrowError(
      expect.objectContaining({ name: 'UserRejectedError', message: 'User rejected the request' }),
    )
    expect(client.getState().accounts.eip155?.status).toBe('disconnected')
    expect(stored(storage, 'connectedNamespaces')).toBeUndefined()
    // a retry works
    await client.connect({ namespace: 'eip155', connectorId: 'test-wallet' })
    expect(client.getState().accounts.eip155?.status).toBe('connected')
  })

  it("behavior: an unknown namespace fails with 'Adapter not found'", async () => {
    const { client } = setup()
    await expect(client.connect({ namespace: 'sui', connectorId: 'x' })).rejects.toThrow('Adapter not found')
  })

  it('behavior: a malformed account from the wallet never reaches state (RELIABILITY #7)', async () => {
    const { client, evm } = setup()
    evm.connect = async () => ({
      connectorId: 'test-wallet',
      accounts: [{ address: 'eip155:1' as never, type: 'eoa' }],
      networkId: 'eip155:1',
    })
    await expect(client.connect({ namespace: 'eip155', connectorId: 'test-wallet' })).rejects.toThrow(
      'The address is not valid for this network',
    )
    expect(client.getState().accounts.eip155?.address).toBeUndefined()
    expect(client.getState().accounts.eip155?.status).toBe('disconnected')
  })

  it('recent wallets keep the last 2', async () => {
    const evm = createTestAdapter({
      connectors: ['a', 'b', 'c'].map((id) => ({
        id,
        name: id.toUpperCase(),
        namespace: 'eip155' as const,
        type: 'announced' as const,
        installed: true,
      })),
    })
    const client = createLatchClient({ networks: [mainnet], adapters: [evm], storage: createMemoryStorage() })
    for (const id of ['a', 'b', 'c']) await client.connect({ namespace: 'eip155', connectorId: id })
    expect(client.getRecentWallets().map((wallet) => wallet.id)).toEqual(['c', 'b'])
  })
})

describe('reconnect on mount (spec §4)', () => {
  function savedSession() {
    const storage = createMemoryStorage()
    const first = createLatchClient({
      networks: [mainnet, optimism],
      adapters: [createTestAdapter()],
      storage,
    })
    return {
      storage,
      connect: () =>
        first.connect({ namespace: 'eip155', connectorId: 'test-wallet', networkId: 'eip155:10' }),
    }
  }

  it('a stored connected status goes connecting, then connected after sync, on the saved network', async () => {
    const { storage, connect } = savedSession()
    await connect()
    const evm = createTestAdapter()
    const client = createLatchClient({ networks: [mainnet, optimism], adapters: [evm], storage })
    expect(client.getState().accounts.eip155?.status).toBe('disconnected')
    client.mount()
    expect(client.getState().accounts.eip155?.status).toBe('connecting')
    await flush()
    expect(client.getState().accounts.eip155?.status).toBe('connected')
    expect(client.getState().networks.eip155?.caipNetwork?.id).toBe('eip155:10')
    expect(evm.calls.find((call) => call.method === 'reconnect')?.input).toEqual({
      connectorId: 'test-wallet',
      namespace: 'eip155',
      networkId: 'eip155:10',
    })
  })

  it('with reconnect disabled it stays disconnected and never asks the wallet', async () => {
    const { storage, connect } = savedSession()
    await connect()
    const evm = createTestAdapter()
    const client = createLatchClient({
      networks: [mainnet],
      adapters: [evm],
      storage,
      features: { reconnect: false },
    })
    client.mount()
    await flush()
    expect(client.getState().accounts.eip155?.status).toBe('disconnected')
    // Discovery started on idle; no wallet request.
    expect(evm.calls.map((call) => call.method)).toEqual(['start'])
  })

  it('a failed sync ends disconnected and clears the stored status', async () => {
    const { storage, connect } = savedSession()
    await connect()
    const evm = createTestAdapter()
    evm.failReconnect()
    const client = createLatchClient({ networks: [mainnet], adapters: [evm], storage })
    client.mount()
    await flush()
    expect(client.getState().accounts.eip155?.status).toBe('disconnected')
    expect(stored(storage, 'connectionStatus')).toEqual({ eip155: 'disconnected' })
    expect(stored(storage, 'connectedNamespaces')).toEqual([])
  })
})

describe('reconnect on mount from storage that only looks restorable (RELIABILITY #1)', () => {
  it('a stored connection of the wrong shape shows connecting, then ends disconnected without asking the wallet, and is dropped with a warning', async () => {
    const storage = createMemoryStorage()
    storage.setItem('latch:connectionStatus', '{"v":1,"value":{"eip155":"connected"}}')
    // The first load only looks for a saved connection; the storage service refuses this one (no connectorId).
    storage.setItem('latch:connections', '{"v":1,"value":{"eip155":[{"namespace":"eip155","x":"<img>"}]}}')
    const evm = createTestAdapter()
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const client = createLatchClient({
      networks: [mainnet],
      adapters: [evm],
      storage,
      features: { debug: true },
    })
    client.mount()
    expect(client.getState().accounts.eip155?.status).toBe('connecting')
    await flush()
    expect(client.getState().accounts.eip155?.status).toBe('disconnected')
    expect(evm.calls.map((call) => call.method)).not.toContain('reconnect')
    expect(storage.getItem('latch:connections')).toBeNull()
    expect(warn.mock.calls.map(([message]) => String(message))).toEqual(
      expect.arrayContaining([expect.stringContaining('Dropped the stored value of latch:connections')]),
    )
    warn.mockRestore()
  })

  it('stored text that is not JSON restores nothing and shows nothing', async () => {
    const storage = createMemoryStorage()
    storage.setItem('latch:connectionStatus', '{"v":1,"value":{"eip155":"connected"')
    storage.setItem('latch:connections', 'not json')
    const statuses: string[] = []
    const client = createLatchClient({ networks: [mainnet], adapters: [createTestAdapter()], storage })
    client.watch(
      (state) => state.accounts.eip155?.status,
      (status) => statuses.push(String(status)),
    )
    client.mount()
    await flush()
    expect(statuses).toEqual([])
  })
})

describe('the storage service loads after the first load (issue 21)', () => {
  it('recent wallets: read once it is in, and the connectors are listed again so a rendered list shows them', async () => {
    const first = setup()
    await first.client.connect({ namespace: 'eip155', connectorId: 'test-wallet' })
    await first.client.disconnect()
    const again = setup({ storage: first.storage })
    const listings: number[] = []
    again.client.watch(
      (state) => state.connectors,
      () => listings.push(again.client.getRecentWallets().length),
    )
    again.client.mount()
    await flush()
    expect(again.client.getRecentWallets().map((wallet) => wallet.id)).toEqual(['test-wallet'])
    expect(listings.at(-1)).toBe(1)
  })

  it('the active namespace chosen before it is in is stored once it is', async () => {
    const sol = createTestAdapter({
      namespace: 'solana',
      addresses: ['DRpbCBMxVnDK7maPM5tGv6MvB3v1sRMC86PZ8okm21hy'],
    })
    const storage = createMemoryStorage()
    const client = createLatchClient({
      networks: [mainnet, solana],
      adapters: [createTestAdapter(), sol],
      storage,
    })
    client.mount()
    client.setActiveNamespace('solana')
    expect(client.getState().activeNamespace).toBe('solana')
    await flush()
    expect(stored(storage, 'activeNamespace')).toBe('solana')
  })
})

describe('disconnect (spec §4)', () => {
  it('resets account and network, updates storage, records the connector and closes the modal', async () => {
    const { client, evm, storage, events } = setup()
    await client.connect({ namespace: 'eip155', connectorId: 'test-wallet', networkId: 'eip155:10' })
    await client.open()
    await client.disconnect()
    const state = client.getState()
    expect(state.accounts.eip155).toEqual(emptyAccountState())
    expect(state.networks.eip155?.caipNetwork?.id).toBe('eip155:1')
    expect(state.connections.eip155).toBeUndefined()
    expect(state.modal).toEqual({
      open: false,
      history: [{ view: 'Connect', params: {} }],
      direction: 'prev',
    })
    expect(stored(storage, 'connectedNamespaces')).toEqual([])
    expect(stored(storage, 'disconnectedConnectorIds')).toEqual({ eip155: ['test-wallet'] })
    expect(evm.calls.at(-1)).toEqual({ method: 'disconnect', input: 'test-wallet' })
    expect(events.at(-1)).toEqual({ type: 'DISCONNECT_SUCCESS', namespace: 'eip155' })
  })

  it('keeps the modal open when told to, or in multi-wallet mode while another connection remains', async () => {
    const sol = createTestAdapter({
      namespace: 'solana',
      addresses: ['DRpbCBMxVnDK7maPM5tGv6MvB3v1sRMC86PZ8okm21hy'],
    })
    const client = createLatchClient({
      networks: [mainnet, solana],
      adapters: [createTestAdapter(), sol],
      storage: createMemoryStorage(),
      remoteFeatures: { multiWallet: true },
    })
    await client.connect({ namespace: 'eip155', connectorId: 'test-wallet' })
    await client.connect({ namespace: 'solana', connectorId: 'test-wallet' })
    await client.open()
    await client.disconnect({ namespace: 'solana' })
    expect(client.getState().modal.open).toBe(true)
    expect(client.getState().activeNamespace).toBe('eip155')
    await client.disconnect({ namespace: 'eip155', closeModal: false })
    expect(client.getState().modal.open).toBe(true)
  })

  it("a wallet that fails to disconnect is still cleared, and the error says 'Failed to disconnect chains: ...'", async () => {
    const { client, evm } = setup()
    await client.connect({ namespace: 'eip155', connectorId: 'test-wallet' })
    evm.disconnect = async () => {
      throw new Error('extension gone')
    }
    await expect(client.disconnect({ all: true })).rejects.toThrow(
      'Failed to disconnect chains: eip155: extension gone',
    )
    expect(client.getState().accounts.eip155?.status).toBe('disconnected')
  })
})

describe('when adapters start (issue 21: wallet discovery is modal work)', () => {
  const starts = (adapter: ReturnType<typeof setup>['evm']) =>
    adapter.calls.filter((call) => call.method === 'start').length

  it('not at mount: once the page is idle, and only once', async () => {
    const { client, evm } = setup()
    client.mount()
    expect(starts(evm)).toBe(0)
    await flush()
    expect(starts(evm)).toBe(1)
    await client.open()
    expect(starts(evm)).toBe(1)
  })

  it('at once when the modal opens before the page was idle', async () => {
    const { client, evm } = setup()
    client.mount()
    await client.open()
    expect(starts(evm)).toBe(1)
  })

  it('at mount when a stored connection must be restored', async () => {
    const first = setup()
    await first.client.connect({ namespace: 'eip155', connectorId: 'test-wallet' })
    const again = setup({ storage: first.storage })
    again.client.mount()
    expect(starts(again.evm)).toBe(1)
  })

  it('never before mount, on the server: an action waits for mount to start discovery', async () => {
    const { client, evm } = setup()
    await client.open()
    expect(starts(evm)).toBe(0)
  })
})

describe('wallet events', () => {
  it('accounts removed → that namespace disconnects, the others stay (RELIABILITY #8)', async () => {
    const evm = createTestAdapter()
    const sol = createTestAdapter({
      namespace: 'solana',
      addresses: ['DRpbCBMxVnDK7maPM5tGv6MvB3v1sRMC86PZ8okm21hy'],
    })
    const client = createLatchClient({
      networks: [mainnet, solana],
      adapters: [evm, sol],
      storage: createMemoryStorage(),
    })
    await client.connect({ namespace: 'eip155', connectorId: 'test-wallet' })
    await client.connect({ namespace: 'solana', connectorId: 'test-wallet' })
    sol.setAccounts([])
    expect(client.getState().accounts.solana?.status).toBe('disconnected')
    expect(client.getState().accounts.eip155?.status).toBe('connected')
    expect(client.getState().activeNamespace).toBe('eip155')
  })

  it('a new account replaces the address; the CAIP id follows a network change', async () => {
    const { client, evm } = setup()
    await client.connect({ namespace: 'eip155', connectorId: 'test-wallet' })
    evm.setAccounts(['0x2222222222222222222222222222222222222222'])
    expect(client.getState().accounts.eip155?.caipAddress).toBe(
      'eip155:1:0x2222222222222222222222222222222222222222',
    )
    evm.setNetwork('eip155:10')
    expect(client.getState().networks.eip155?.caipNetwork?.name).toBe('OP Mainnet')
    expect(client.getState().accounts.eip155?.caipAddress).toBe(
      'eip155:10:0x2222222222222222222222222222222222222222',
    )
  })

  it('the wallet moving to an unconfigured chain shows UnsupportedChain, without crashing (RELIABILITY #9)', async () => {
    const { client, evm } = setup()
    await client.connect({ namespace: 'eip155', connectorId: 'test-wallet' })
    evm.setNetwork('eip155:56')
    const { modal, networks } = client.getState()
    expect(modal.open).toBe(true)
    expect(modal.history.at(-1)).toEqual({ view: 'UnsupportedChain', params: { networkId: 'eip155:56' } })
    expect(networks.eip155?.caipNetwork?.name).toBe('Unknown network (eip155:56)')
  })

  it('not when unsupported chains are allowed', async () => {
    const { client, evm } = setup({ features: { allowUnsupportedChain: true } })
    await client.connect({ namespace: 'eip155', connectorId: 'test-wallet' })
    evm.setNetwork('eip155:56')
    expect(client.getState().modal.open).toBe(false)
  })

  it('a provider that goes away disconnects its namespace only (RELIABILITY #14)', async () => {
    const { client, evm } = setup()
    await client.connect({ namespace: 'eip155', connectorId: 'test-wallet' })
    evm.emit({ type: 'disconnected', connectorId: 'someone-else' })
    expect(client.getState().accounts.eip155?.status).toBe('connected')
    evm.emit({ type: 'disconnected', connectorId: 'test-wallet' })
    expect(client.getState().accounts.eip155?.status).toBe('disconnected')
  })

  it('wallets appearing later update the connector list', () => {
    const { client, evm } = setup()
    client.mount()
    expect(client.getState().connectors.map((connector) => connector.id)).toEqual(['test-wallet'])
    ;(evm.connectors() as unknown as unknown[]).push({
      id: 'late',
      name: 'Late',
      namespace: 'eip155',
      type: 'announced',
      installed: true,
    })
    evm.emit({ type: 'connectorsChanged' })
    expect(client.getState().connectors.map((connector) => connector.id)).toEqual(['test-wallet', 'late'])
  })

  it('behavior: a wallet announcing a hostile name is held and connected under its safe display name', async () => {
    const { client, evm } = setup()
    client.mount()
    ;(evm.connectors() as unknown as unknown[]).push({
      id: 'hostile',
      name: `\u202Egnp.exe\u200B\n${'x'.repeat(5000)}`,
      namespace: 'eip155',
      type: 'announced',
      installed: true,
    })
    evm.emit({ type: 'connectorsChanged' })
    const shown = client.getState().connectors.find((connector) => connector.id === 'hostile')?.name ?? ''
    expect(shown.startsWith('gnp.exe x')).toBe(true)
    expect(shown).not.toMatch(/[\p{Cc}\p{Cf}]/u)
    expect(shown.length).toBeLessThanOrEqual(DISPLAY_TEXT_MAX_LENGTH)
    await client.connect({ namespace: 'eip155', connectorId: 'hostile' })
    expect(client.getState().accounts.eip155?.connectedWalletInfo?.name).toBe(shown)
  })
})

describe('switch network', () => {
  it('asks the wallet, then follows; the balance refreshes', async () => {
    const { client, evm, events } = setup()
    await client.connect({ namespace: 'eip155', connectorId: 'test-wallet' })
    await client.switchNetwork('eip155:10')
    expect(client.getState().networks.eip155?.caipNetwork?.id).toBe('eip155:10')
    expect(client.getState().accounts.eip155?.caipAddress).toBe(`eip155:10:${ADDRESS}`)
    expect(events).toContainEqual({ type: 'SWITCH_NETWORK', networkId: 'eip155:10' })
    expect(evm.calls.filter((call) => call.method === 'switchNetwork')).toHaveLength(1)
  })

  it("a network that is not configured shows the 'Switch network not found' alert and throws", async () => {
    const { client } = setup()
    await expect(client.switchNetwork('eip155:56')).rejects.toThrow('Switch network not found')
    expect(client.getState().notices.alert).toMatchObject({
      id: 'SWITCH_NETWORK_NOT_FOUND',
      message: 'Switch network not found',
    })
  })

  it('from the modal, a switch leaves the network views: back to Account, or closed when opened at Networks', async () => {
    const { client } = setup()
    await client.connect({ namespace: 'eip155', connectorId: 'test-wallet' })
    await client.open()
    client.navigate('Networks')
    client.navigate('SwitchNetwork', { networkId: 'eip155:10' })
    await client.switchNetwork('eip155:10')
    expect(client.getState().modal).toMatchObject({ open: true, history: [{ view: 'Account', params: {} }] })
    client.close()
    await client.open({ view: 'Networks' })
    await client.switchNetwork('eip155:1')
    expect(client.getState().modal.open).toBe(false)
  })

  it('a rejected switch leaves the network as it was (RELIABILITY #10)', async () => {
    const { client, evm } = setup()
    await client.connect({ namespace: 'eip155', connectorId: 'test-wallet' })
    evm.rejectNext()
    await expect(client.switchNetwork('eip155:10')).rejects.toThrow('User rejected the request')
    expect(client.getState().networks.eip155?.caipNetwork?.id).toBe('eip155:1')
    expect(client.getState().accounts.eip155?.status).toBe('connected')
  })

  it('without a connection the network is simply selected', async () => {
    const { client, evm } = setup()
    await client.switchNetwork('eip155:10')
    expect(client.getState().networks.eip155?.caipNetwork?.id).toBe('eip155:10')
    expect(evm.calls).toEqual([])
  })
})

describe('balance retry window (spec §4)', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(new Date('2026-11-21T00:00:00Z'))
  })

  it("a failure stores the retry time and shows 'Token Balance Unavailable'; within 30 s nothing is asked; after, it is", async () => {
    const { client, evm } = setup()
    evm.failBalance()
    await client.connect({ namespace: 'eip155', connectorId: 'test-wallet' })
    await flush()
    expect(client.getState().accounts.eip155?.lastRetry).toBe(Date.parse('2026-11-21T00:00:00Z'))
    expect(client.getState().notices.toast).toEqual({
      id: 'TOKEN_BALANCE_UNAVAILABLE',
      variant: 'error',
      message: 'Token Balance Unavailable',
    })
    const balanceCalls = () => evm.calls.filter((call) => call.method === 'getBalance').length
    vi.setSystemTime(new Date('2026-11-21T00:00:29.999Z'))
    await client.fetchBalance()
    expect(balanceCalls()).toBe(1)
    expect(client.getState().accounts.eip155?.tokenBalance).toEqual([])
    vi.setSystemTime(new Date('2026-11-21T00:00:30Z'))
    await client.fetchBalance()
    expect(balanceCalls()).toBe(2)
    expect(client.getState().accounts.eip155).toMatchObject({ lastRetry: undefined, balance: '1.5' })
  })
})

describe('send (spec §4, §5)', () => {
  it('sends base units, resets the form, keeps the hash, returns to Account', async () => {
    const { client, evm, events } = setup()
    await client.connect({ namespace: 'eip155', connectorId: 'test-wallet' })
    await client.open({ view: 'WalletSend' })
    client.setSendToken({
      address: '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48',
      symbol: 'USDC',
      decimals: 6,
    })
    client.setSendAmount('12.34')
    client.setSendReceiver('0x3333333333333333333333333333333333333333')
    const loading: boolean[] = []
    client.watch(
      (state) => state.send.loading,
      (value) => loading.push(value),
    )
    const hash = await client.send()
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
    const { client, evm } = setup()
    await client.connect({ namespace: 'eip155', connectorId: 'test-wallet' })
    client.setSendAmount('1')
    client.setSendReceiver('0x3333333333333333333333333333333333333333')
    await expect(client.send()).rejects.toThrow('A token is required')
    expect(evm.sent).toEqual([])
    expect(client.getState().send.loading).toBe(false)
    expect(client.getState().send.sendTokenAmount).toBe('1')
  })

  it('a rejection keeps the form so the visitor can try again', async () => {
    const { client, evm } = setup()
    await client.connect({ namespace: 'eip155', connectorId: 'test-wallet' })
    client.setSendToken({ symbol: 'ETH', decimals: 18 })
    client.setSendAmount('0.1')
    client.setSendReceiver('0x3333333333333333333333333333333333333333')
    evm.rejectNext()
    await expect(client.send()).rejects.toThrow('User rejected the request')
    expect(client.getState().send).toMatchObject({ sendTokenAmount: '0.1', loading: false })
    expect(await client.send()).toMatch(/^0x/)
    expect(evm.sent[0]?.value).toBe(100_000_000_000_000_000n)
  })

  it("send by presence: an adapter without sendTransfer fails as 'Unsupported chain' before any prompt", async () => {
    const dot = createTestAdapter({
      namespace: 'polkadot',
      addresses: ['5FHneW46xGXgs5mUiveU4sbTyGBzmstUspZC92UhjJM694ty'],
      cannotSend: true,
    })
    const client = createLatchClient({
      networks: [polkadot],
      adapters: [dot],
      storage: createMemoryStorage(),
    })
    await client.connect({ namespace: 'polkadot', connectorId: 'test-wallet' })
    client.setSendToken({ symbol: 'DOT', decimals: 10 })
    client.setSendAmount('1')
    client.setSendReceiver('5FHneW46xGXgs5mUiveU4sbTyGBzmstUspZC92UhjJM694ty')
    await expect(client.send()).rejects.toThrow('Unsupported chain')
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
    } as const
    const client = createLatchClient({
      networks: [network],
      adapters: [acme],
      storage: createMemoryStorage(),
    })
    await client.connect({ namespace: 'acme', connectorId: 'test-wallet' })
    client.setSendToken({ symbol: 'ACM', decimals: 6 })
    client.setSendAmount('2.5')
    client.setSendReceiver('acct-2')
    await client.send()
    expect(acme.sent).toEqual([
      { from: 'acme:main:acct-1', to: 'acct-2', token: { symbol: 'ACM', decimals: 6 }, value: 2_500_000n },
    ])
  })

  it('a receiver the adapter calls invalid is refused before any prompt', async () => {
    const { client, evm } = setup()
    evm.isAddress = (address) => /^0x[0-9a-fA-F]{40}$/.test(address)
    await client.connect({ namespace: 'eip155', connectorId: 'test-wallet' })
    client.setSendToken({ symbol: 'ETH', decimals: 18 })
    client.setSendAmount('1')
    client.setSendReceiver('0xnot-an-address')
    await expect(client.send()).rejects.toThrow('The address is not valid for this network')
    expect(evm.sent).toEqual([])
  })
})

describe('modal and router through the client (spec §2)', () => {
  it('open → Connect; navigate and back restore params; back with one entry closes', async () => {
    const { client, events } = setup()
    await client.open()
    expect(client.getState().modal.history).toEqual([{ view: 'Connect', params: {} }])
    client.navigate('AllWallets', { namespace: 'eip155' })
    client.navigate('ConnectingExternal', { connectorId: 'test-wallet' })
    client.back()
    expect(client.getState().modal.history.at(-1)).toEqual({
      view: 'AllWallets',
      params: { namespace: 'eip155' },
    })
    expect(client.getState().modal.direction).toBe('prev')
    client.back()
    client.back()
    expect(client.getState().modal.open).toBe(false)
    expect(events.map((event) => event.type)).toEqual(['MODAL_OPEN', 'MODAL_CLOSE'])
  })

  it('a connected visitor opens at Account; opening for another namespace asks to switch', async () => {
    const sol = createTestAdapter({
      namespace: 'solana',
      addresses: ['DRpbCBMxVnDK7maPM5tGv6MvB3v1sRMC86PZ8okm21hy'],
    })
    const client = createLatchClient({
      networks: [mainnet, solana],
      adapters: [createTestAdapter(), sol],
      storage: createMemoryStorage(),
    })
    await client.connect({ namespace: 'eip155', connectorId: 'test-wallet' })
    await client.open()
    expect(client.getState().modal.history.at(-1)?.view).toBe('Account')
    client.close()
    await client.open({ namespace: 'solana' })
    expect(client.getState().modal.history.at(-1)).toEqual({
      view: 'SwitchActiveChain',
      params: { namespace: 'solana' },
    })
  })

  it('no adapters: AllWallets while no WalletConnect view exists (never a view the UI does not ship)', async () => {
    const client = createLatchClient({ networks: [mainnet], storage: createMemoryStorage() })
    await client.open()
    expect(client.getState().modal.history.at(-1)?.view).toBe('AllWallets')
  })
})

describe('sign-in (spec §4)', () => {
  function siwxSetup(required: boolean) {
    const sessions: SiwxSession[] = []
    const siwx = {
      createMessage: async ({ accountAddress, chainId }: { accountAddress: string; chainId: string }) => ({
        accountAddress,
        chainId: chainId as `${string}:${string}`,
        domain: 'app.example',
        uri: 'https://app.example',
        version: '1',
        nonce: 'abcdef12',
        issuedAt: '2026-11-21T00:00:00.000Z',
      }),
      addSession: async (session: SiwxSession) => {
        sessions.push(session)
      },
      getSessions: async (chainId: string) => sessions.filter((session) => session.data.chainId === chainId),
      setSessions: async () => {},
      getRequired: () => required,
    }
    return { sessions, ...setup({ siwx }) }
  }

  /** The wallet declines its next signature (connect still goes through). */
  function declineNextSignature(evm: TestAdapter) {
    const original = evm.signMessage
    evm.signMessage = async () => {
      evm.signMessage = original
      throw new UserRejectedError()
    }
  }

  it('connecting without a session opens SIWXSignMessage; signing stores the session and closes the modal', async () => {
    const { client, sessions, evm } = siwxSetup(false)
    const views: string[] = []
    client.subscribe((state) => views.push(state.modal.history.at(-1)?.view ?? ''))
    await client.open()
    await client.connect({ namespace: 'eip155', connectorId: 'test-wallet' })
    expect(evm.calls.map((call) => call.method)).toEqual(['connect', 'getBalance'])
    expect(client.getState().modal).toMatchObject({ open: true })
    expect(client.getState().modal.history.at(-1)?.view).toBe('SIWXSignMessage')
    await client.signIn()
    expect(evm.calls.map((call) => call.method)).toEqual(['connect', 'getBalance', 'signMessage'])
    expect(sessions).toHaveLength(1)
    expect(sessions[0]?.message).toContain('app.example wants you to sign in with your Ethereum account:')
    expect(sessions[0]?.signature).toBe(`signed:${ADDRESS}:${sessions[0]?.message}`)
    expect(client.getState().modal.open).toBe(false)
    expect(client.getState().signIn).toEqual({
      status: 'success',
      hasSession: true,
      lastAuthenticatedNetworkId: 'eip155:1',
    })
    // Navigation guarantee: the flow never sat on a view the UI does not ship.
    expect(views.every((view) => (FLOW_VIEWS as readonly string[]).includes(view))).toBe(true)
  })

  it("a failed signature shows 'Error signing message'; optional sign-in keeps the visitor connected to retry", async () => {
    const { client, evm, sessions } = siwxSetup(false)
    await client.connect({ namespace: 'eip155', connectorId: 'test-wallet' })
    evm.rejectNext()
    await expect(client.signIn()).rejects.toThrow('Error signing message')
    expect(client.getState().notices.toast?.message).toBe('Error signing message')
    expect(client.getState().accounts.eip155?.status).toBe('connected')
    expect(client.getState().modal.history.at(-1)?.view).toBe('SIWXSignMessage')
    await client.signIn()
    expect(sessions).toHaveLength(1)
  })

  it('declining the sign-in in the wallet shows the sign view again; cancelling optional sign-in closes and stays connected', async () => {
    const { client, evm, sessions } = siwxSetup(false)
    await client.open()
    declineNextSignature(evm)
    await client.connect({ namespace: 'eip155', connectorId: 'test-wallet' })
    await expect(client.signIn()).rejects.toThrow('Error signing message')
    expect(sessions).toEqual([])
    expect(client.getState().modal.history.at(-1)?.view).toBe('SIWXSignMessage')
    await client.cancelSignIn()
    expect(client.getState().modal.open).toBe(false)
    expect(client.getState().accounts.eip155?.status).toBe('connected')
  })

  it('required sign-in declined in the wallet disconnects; the modal cannot be closed on the sign view without a session', async () => {
    const { client, evm } = siwxSetup(true)
    await client.open()
    declineNextSignature(evm)
    await client.connect({ namespace: 'eip155', connectorId: 'test-wallet' })
    await expect(client.signIn()).rejects.toThrow('Error signing message')
    client.close()
    expect(client.getState().modal.open).toBe(true)
    expect(client.getState().modal.history.at(-1)?.view).toBe('SIWXSignMessage')
    await client.cancelSignIn()
    expect(client.getState().accounts.eip155?.status).toBe('disconnected')
    expect(client.getState().signIn.hasSession).toBe(false)
  })

  it("'Authenticating...' shows in the status banner while the wallet signs, and goes away after", async () => {
    const { client, evm } = siwxSetup(false)
    await client.connect({ namespace: 'eip155', connectorId: 'test-wallet' })
    let release: () => void = () => {}
    const original = evm.signMessage
    evm.signMessage = async (input) => {
      await new Promise<void>((resolve) => {
        release = resolve
      })
      return original(input)
    }
    const signing = client.signIn()
    await vi.waitFor(() => expect(client.getState().notices.status?.message).toBe('Authenticating...'))
    release()
    await signing
    expect(client.getState().notices.status).toBeUndefined()
  })

  it('required sign-in cancelled on a new network goes back to the last authenticated network', async () => {
    const { client, evm } = siwxSetup(true)
    await client.connect({ namespace: 'eip155', connectorId: 'test-wallet' })
    await client.signIn()
    await client.switchNetwork('eip155:10')
    await client.open({ view: 'SIWXSignMessage' })
    await client.cancelSignIn()
    const state = client.getState()
    expect(state.accounts.eip155?.status).toBe('connected')
    expect(state.networks.eip155?.caipNetwork?.id).toBe('eip155:1')
    expect(state.modal.open).toBe(false)
    expect(evm.calls.filter((call) => call.method === 'switchNetwork').map((call) => call.input)).toEqual([
      { connectorId: 'test-wallet', networkId: 'eip155:10' },
      { connectorId: 'test-wallet', networkId: 'eip155:1' },
    ])
  })

  it("a sign-in service that fails to start: 'A problem occurred while trying initialize authentication', disconnect, Connect", async () => {
    const { client } = setup({
      siwx: {
        createMessage: async () => {
          throw new Error('unused')
        },
        addSession: async () => {},
        getSessions: async () => {
          throw new Error('session store down')
        },
        setSessions: async () => {},
      },
    })
    await client.open()
    await expect(client.connect({ namespace: 'eip155', connectorId: 'test-wallet' })).rejects.toThrow(
      'A problem occurred while trying initialize authentication',
    )
    const state = client.getState()
    expect(state.notices.alert?.id).toBe('AUTH_INIT_FAILED')
    expect(state.accounts.eip155?.status).toBe('disconnected')
    expect(state.modal).toMatchObject({ open: true, history: [{ view: 'Connect', params: {} }] })
  })

  it('cancelling optional sign-in just closes the modal', async () => {
    const { client } = siwxSetup(false)
    await client.connect({ namespace: 'eip155', connectorId: 'test-wallet' })
    await client.open({ view: 'SIWXSignMessage' })
    await client.cancelSignIn()
    expect(client.getState().modal.open).toBe(false)
    expect(client.getState().accounts.eip155?.status).toBe('connected')
  })
})

describe('notices and theme', () => {
  it('the status banner hides and shows again 150 ms later when replaced (spec §4)', () => {
    vi.useFakeTimers()
    const { client } = setup()
    client.setStatus({ id: 'A', variant: 'loading', message: 'Authenticating...' })
    expect(client.getState().notices).toMatchObject({ status: { id: 'A' }, statusVisible: true })
    client.setStatus({ id: 'B', variant: 'info', message: 'Next' })
    expect(client.getState().notices).toMatchObject({ status: { id: 'B' }, statusVisible: false })
    vi.advanceTimersByTime(149)
    expect(client.getState().notices.statusVisible).toBe(false)
    vi.advanceTimersByTime(1)
    expect(client.getState().notices.statusVisible).toBe(true)
    client.setStatus(undefined)
    expect(client.getState().notices).toMatchObject({ status: undefined, statusVisible: false })
  })

  it('theme mode and variables', () => {
    const { client } = setup({ themeMode: 'dark', themeVariables: { '--latch-accent': 'red' } })
    expect(client.getState().theme).toEqual({
      mode: 'dark',
      requestedMode: 'dark',
      variables: { '--latch-accent': 'red' },
    })
    client.setThemeMode('light')
    client.setThemeVariables({ '--latch-radius': 8 })
    expect(client.getState().theme).toEqual({
      mode: 'light',
      requestedMode: 'light',
      variables: { '--latch-accent': 'red', '--latch-radius': 8 },
    })
    client.setThemeMode('system')
    expect(client.getState().theme.mode).toBe('light')
    client.dismissAlert()
  })

  it('dismissToast hides the toast it was given, not a newer one', () => {
    const { client } = setup()
    const first = { id: 'A', variant: 'info', message: 'first' } as const
    const second = { id: 'B', variant: 'info', message: 'second' } as const
    client.showToast(first)
    client.showToast(second)
    client.dismissToast(first)
    expect(client.getState().notices.toast).toEqual(second)
    client.dismissToast()
    expect(client.getState().notices.toast).toBeUndefined()
  })
})

describe('connections', () => {
  it('watchConnections reports changes; without multi-wallet it shows the info alert (spec §8)', async () => {
    const { client } = setup()
    const seen: number[] = []
    client.watchConnections('eip155', (connections) => seen.push(connections.length))
    expect(client.getState().notices.alert).toMatchObject({ id: 'MULTI_WALLET_NOT_ENABLED', variant: 'info' })
    await client.connect({ namespace: 'eip155', connectorId: 'test-wallet' })
    await client.disconnect()
    expect(seen).toEqual([1, 0])
  })

  it('with multi-wallet on there is no alert', () => {
    const { client } = setup({ remoteFeatures: { multiWallet: true } })
    client.watchConnections('eip155', () => {})
    expect(client.getState().notices.alert).toBeUndefined()
  })
})

describe('another tab (spec §3 storage)', () => {
  it('a disconnect in another tab is picked up here', async () => {
    const storage = createMemoryStorage()
    const tab = new EventTarget()
    const here = createLatchClient({ networks: [mainnet], adapters: [createTestAdapter()], storage })
    here.mount(tab as unknown as Window)
    await here.connect({ namespace: 'eip155', connectorId: 'test-wallet' })
    // the other tab writes through the same storage and the browser fires `storage` here
    const other = createLatchClient({ networks: [mainnet], adapters: [createTestAdapter()], storage })
    await other.connect({ namespace: 'eip155', connectorId: 'test-wallet' })
    await other.disconnect()
    const event = Object.assign(new Event('storage'), {
      key: 'latch:connectedNamespaces',
      newValue: storage.getItem('latch:connectedNamespaces'),
    })
    tab.dispatchEvent(event)
    expect(here.getState().accounts.eip155?.status).toBe('disconnected')
  })
})

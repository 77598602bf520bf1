import { describe, expect, it, vi } from 'vitest'
import type { Connection } from '../../adapter/types'
import { createLatch } from '../../client/createLatch'
import type { KeyValueStorage } from '../../options/types'
import { createMemoryStorage } from '../../testing/createMemoryStorage'
import { createTestAdapter, type TestAdapterOptions } from '../../testing/createTestAdapter'
import { testNetworks } from '../../testing/networks'
import { connect } from '../connect'
import { disconnect } from '../disconnect'
import { switchNetwork } from '../switchNetwork'

const { mainnet, optimism } = testNetworks
const ADDRESS = '0x1111111111111111111111111111111111111111'
const OTHER_ADDRESS = '0x2222222222222222222222222222222222222222'

/**
 * Two tabs of one site as a browser runs them: one shared localStorage, one window each, and a write that
 * changes a value fires `storage` on the other tab's window a task later (an unchanged value fires nothing).
 * Each tab has its own client and its own adapter over the same wallet.
 */
function twoTabs(adapterOptions: TestAdapterOptions = {}) {
  const shared = createMemoryStorage()
  const windows = [new EventTarget(), new EventTarget()] as const
  // Latch keys each tab wrote (caches excluded: they are not followed).
  const writes: [string[], string[]] = [[], []]
  let pendingEvents = 0
  const tell = (from: 0 | 1, key: string, newValue: string | null) => {
    if (!key.startsWith('latch:cache:')) writes[from].push(key)
    pendingEvents += 1
    setTimeout(() => {
      pendingEvents -= 1
      windows[from === 0 ? 1 : 0].dispatchEvent(Object.assign(new Event('storage'), { key, newValue }))
    }, 0)
  }
  const tabStorage = (index: 0 | 1): KeyValueStorage => ({
    getItem: (key) => shared.getItem(key),
    setItem: (key, value) => {
      if (shared.getItem(key) === value) return
      shared.setItem(key, value)
      tell(index, key, value)
    },
    removeItem: (key) => {
      if (shared.getItem(key) === null) return
      shared.removeItem(key)
      tell(index, key, null)
    },
  })
  const tab = (index: 0 | 1) => {
    const adapter = createTestAdapter(adapterOptions)
    const client = createLatch({
      networks: [mainnet, optimism],
      adapters: [adapter],
      storage: tabStorage(index),
    })
    client.mount(windows[index] as unknown as Window)
    return { client, adapter, writes: writes[index] }
  }
  /** Runs tasks until no `storage` event is left to deliver (a ping-pong would never end: capped). */
  const settle = async () => {
    for (let round = 0; round < 50; round += 1) {
      await new Promise((resolve) => setTimeout(resolve, 0))
      if (pendingEvents === 0) {
        await new Promise((resolve) => setTimeout(resolve, 0))
        if (pendingEvents === 0) return round
      }
    }
    throw new Error('storage events kept flowing between the tabs')
  }
  const a = tab(0)
  const b = tab(1)
  return { a, b, shared, settle }
}

const status = (tab: { client: ReturnType<typeof createLatch> }) =>
  tab.client.getState().accounts.eip155?.status
const networkOf = (tab: { client: ReturnType<typeof createLatch> }) =>
  tab.client.getState().networks.eip155?.caipNetwork?.id
const methods = (tab: { adapter: { calls: { method: string }[] } }) =>
  tab.adapter.calls.map((call) => call.method)

describe('createLatch: tabs follow each other (spec §3 storage)', () => {
  it('behavior: a connect in one tab shows in the other, through a silent reconnect, with no modal and no prompt', async () => {
    const { a, b, settle } = twoTabs()
    await connect(a.client, { namespace: 'eip155', connectorId: 'test-wallet' })
    await settle()
    const state = b.client.getState()
    expect(state.accounts.eip155).toMatchObject({
      status: 'connected',
      address: ADDRESS,
      connectedWalletInfo: { id: 'test-wallet', name: 'Test Wallet' },
    })
    expect(state.activeNamespace).toBe('eip155')
    expect(state.modal.open).toBe(false)
    // reconnect asks the wallet what it already granted; connect is what prompts.
    expect(methods(b)).toContain('reconnect')
    expect(methods(b)).not.toContain('connect')
  })

  it('behavior: a network switch in one tab is shown in the other without asking its wallet to switch', async () => {
    const { a, b, settle } = twoTabs()
    await connect(a.client, { namespace: 'eip155', connectorId: 'test-wallet' })
    await settle()
    await switchNetwork(a.client, { networkId: optimism.id })
    await settle()
    expect(networkOf(b)).toBe(optimism.id)
    expect(status(b)).toBe('connected')
    expect(methods(b)).not.toContain('switchNetwork')
    // The wallet then tells this tab too (it is one wallet): state stays consistent with it.
    b.adapter.setNetwork(optimism.id)
    await settle()
    expect(b.client.getState().accounts.eip155?.caipAddress).toBe(`${optimism.id}:${ADDRESS}`)
    expect(networkOf(a)).toBe(optimism.id)
  })

  it('behavior: where the dapp chooses the network, the other tab moves its adapter there (selectNetwork, no prompt)', async () => {
    const { a, b, settle } = twoTabs({ networkChange: 'dapp' })
    await connect(a.client, { namespace: 'eip155', connectorId: 'test-wallet' })
    await settle()
    await switchNetwork(a.client, { networkId: optimism.id })
    await settle()
    expect(methods(b)).toContain('selectNetwork')
    expect(b.client.getState().accounts.eip155?.caipAddress).toBe(`${optimism.id}:${ADDRESS}`)
    expect(networkOf(b)).toBe(optimism.id)
  })

  it('behavior: a disconnect in either tab is followed by the other, and a reconnect after it too', async () => {
    const { a, b, settle } = twoTabs()
    await connect(a.client, { namespace: 'eip155', connectorId: 'test-wallet' })
    await settle()
    await disconnect(b.client)
    await settle()
    expect(status(a)).toBe('disconnected')
    expect(a.client.getState().accounts.eip155?.address).toBeUndefined()
    // The wallet was disconnected once, by the tab where the visitor asked.
    expect(methods(a)).not.toContain('disconnect')

    await connect(b.client, { namespace: 'eip155', connectorId: 'test-wallet' })
    await settle()
    expect(status(a)).toBe('connected')
    await disconnect(a.client)
    await settle()
    expect(status(b)).toBe('disconnected')
  })

  it('behavior: a wallet that changes account tells every tab, and both show it', async () => {
    const { a, b, settle } = twoTabs()
    await connect(a.client, { namespace: 'eip155', connectorId: 'test-wallet' })
    await settle()
    a.adapter.setAccounts([OTHER_ADDRESS])
    b.adapter.setAccounts([OTHER_ADDRESS])
    await settle()
    expect(a.client.getState().accounts.eip155?.address).toBe(OTHER_ADDRESS)
    expect(b.client.getState().accounts.eip155?.address).toBe(OTHER_ADDRESS)
  })

  it('reliability: the following tab writes none of Latch keys, so storage events stop after each change', async () => {
    const { a, b, settle } = twoTabs()
    await connect(a.client, { namespace: 'eip155', connectorId: 'test-wallet' })
    await settle()
    await switchNetwork(a.client, { networkId: optimism.id })
    await settle()
    await disconnect(a.client)
    expect(await settle()).toBeLessThan(5)
    expect(b.writes).toEqual([])
    expect(status(b)).toBe('disconnected')
  })

  it('reliability: a switch made in the first tab while the other is still following is not undone by it', async () => {
    const { a, b, settle } = twoTabs()
    let answer: () => void = () => {}
    const ownReconnect = b.adapter.reconnect
    b.adapter.reconnect = async (saved) => {
      await new Promise<void>((resolve) => {
        answer = resolve
      })
      return ownReconnect(saved)
    }
    await connect(a.client, { namespace: 'eip155', connectorId: 'test-wallet' })
    await settle()
    await switchNetwork(a.client, { networkId: optimism.id })
    await settle()
    // The wallet answers with the connection as it was stored when this tab asked (on mainnet).
    answer()
    await settle()
    expect(networkOf(a)).toBe(optimism.id)
    expect(networkOf(b)).toBe(optimism.id)
    expect(status(b)).toBe('connected')
    expect(b.writes).toEqual([])
  })

  it('reliability: when the wallet does not confirm in the other tab, it stays disconnected and the first tab stays connected', async () => {
    const { a, b, shared, settle } = twoTabs()
    // This tab's wallet has not granted the site anything (it finds no connection, every time).
    b.adapter.reconnect = async () => null
    await connect(a.client, { namespace: 'eip155', connectorId: 'test-wallet' })
    // The connection's balance read (after the account painted) has written its cache too.
    await vi.waitFor(() => expect(a.client.getState().accounts.eip155?.balance).toBeDefined())
    const before = shared.dump()
    await settle()
    expect(status(b)).toBe('disconnected')
    expect(status(a)).toBe('connected')
    expect(shared.dump()).toEqual(before)
  })

  it('reliability: a tab in the middle of its own connect is not taken over by the other tab', async () => {
    const { a, b, settle } = twoTabs()
    let finish: () => void = () => {}
    const ownConnect = b.adapter.connect
    b.adapter.connect = async (input) => {
      await new Promise<void>((resolve) => {
        finish = resolve
      })
      return ownConnect(input) as Promise<Connection>
    }
    const pending = connect(b.client, { namespace: 'eip155', connectorId: 'test-wallet' })
    await connect(a.client, { namespace: 'eip155', connectorId: 'test-wallet' })
    await settle()
    expect(status(b)).toBe('connecting')
    expect(methods(b)).not.toContain('reconnect')
    finish()
    await pending
    expect(status(b)).toBe('connected')
  })
})

describe('another tab (spec §3 storage)', () => {
  it('a disconnect in another tab is picked up here', async () => {
    const storage = createMemoryStorage()
    const tab = new EventTarget()
    const here = createLatch({ networks: [mainnet], adapters: [createTestAdapter()], storage })
    here.mount(tab as unknown as Window)
    await connect(here, { namespace: 'eip155', connectorId: 'test-wallet' })
    // the other tab writes through the same storage and the browser fires `storage` here
    const other = createLatch({ networks: [mainnet], adapters: [createTestAdapter()], storage })
    await connect(other, { namespace: 'eip155', connectorId: 'test-wallet' })
    await disconnect(other)
    const event = Object.assign(new Event('storage'), {
      key: 'latch:connectedNamespaces',
      newValue: storage.getItem('latch:connectedNamespaces'),
    })
    tab.dispatchEvent(event)
    expect(here.getState().accounts.eip155?.status).toBe('disconnected')
  })
})

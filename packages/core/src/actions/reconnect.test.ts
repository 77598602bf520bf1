import { describe, expect, it, vi } from 'vitest'
import { createLatch } from '../client/createLatch'
import { createMemoryStorage } from '../testing/createMemoryStorage'
import { createTestAdapter } from '../testing/createTestAdapter'
import { testNetworks } from '../testing/networks'
import { ADDRESS, setupLatch, stored } from '../testing/testLatch.fixture'
import { connect } from './connect'
import { open } from './open'
import { reconnect } from './reconnect'

const { mainnet, optimism, solana } = testNetworks

describe('reconnect', () => {
  it('default: restores the stored connections without a prompt and resolves with them', async () => {
    const storage = createMemoryStorage()
    const first = createLatch({ networks: [mainnet, optimism], adapters: [createTestAdapter()], storage })
    await connect(first, { namespace: 'eip155', connectorId: 'test-wallet' })
    const evm = createTestAdapter()
    const client = createLatch({ networks: [mainnet, optimism], adapters: [evm], storage })
    const restored = await reconnect(client)
    expect(restored.map((connection) => connection.accounts[0]?.address)).toEqual([`eip155:1:${ADDRESS}`])
    expect(client.getState().accounts.eip155?.status).toBe('connected')
    expect(evm.calls.map((call) => call.method)).not.toContain('connect')
  })

  it('the namespace active before the reload is active again, whichever wallet answers last', async () => {
    const storage = createMemoryStorage()
    const solanaWallet = () =>
      createTestAdapter({ namespace: 'solana', addresses: ['DRpbCBMxVnDK7maPM5tGv6MvB3v1sRMC86PZ8okm21hy'] })
    const first = createLatch({
      networks: [mainnet, solana],
      adapters: [createTestAdapter(), solanaWallet()],
      storage,
    })
    await connect(first, { namespace: 'solana', connectorId: 'test-wallet' })
    await connect(first, { namespace: 'eip155', connectorId: 'test-wallet' })
    // After the reload the Solana wallet answers after the EVM one.
    const slowSolana = solanaWallet()
    const answer = slowSolana.reconnect.bind(slowSolana)
    slowSolana.reconnect = async (saved) => {
      await new Promise((resolve) => setTimeout(resolve, 20))
      return answer(saved)
    }
    const client = createLatch({
      networks: [mainnet, solana],
      adapters: [createTestAdapter(), slowSolana],
      storage,
    })
    await reconnect(client)
    expect(client.getState().accounts.solana?.status).toBe('connected')
    expect(client.getState().activeNamespace).toBe('eip155')
    expect(stored(storage, 'activeNamespace')).toBe('eip155')
  })

  it('parameters: namespaces: only those are restored; nothing stored resolves with none', async () => {
    const { client, evm } = setupLatch()
    expect(await reconnect(client, { namespaces: ['eip155'] })).toEqual([])
    expect(await reconnect(client, { namespaces: ['solana'] })).toEqual([])
    expect(evm.calls.map((call) => call.method)).not.toContain('reconnect')
    expect(client.getState().accounts.eip155?.status).toBe('disconnected')
  })
})

describe('reconnect on mount (spec §4)', () => {
  function savedSession() {
    const storage = createMemoryStorage()
    const first = createLatch({
      networks: [mainnet, optimism],
      adapters: [createTestAdapter()],
      storage,
    })
    return {
      storage,
      connect: () =>
        connect(first, { namespace: 'eip155', connectorId: 'test-wallet', networkId: 'eip155:10' }),
    }
  }

  it('a stored connected status goes connecting, then connected after sync, on the saved network', async () => {
    const { storage, connect } = savedSession()
    await connect()
    const evm = createTestAdapter()
    const client = createLatch({ networks: [mainnet, optimism], adapters: [evm], storage })
    expect(client.getState().accounts.eip155?.status).toBe('disconnected')
    client.mount()
    expect(client.getState().accounts.eip155?.status).toBe('connecting')
    await vi.waitFor(() => expect(client.getState().accounts.eip155?.status).toBe('connected'))
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
    const client = createLatch({
      networks: [mainnet],
      adapters: [evm],
      storage,
      features: { reconnect: false },
    })
    client.mount()
    // Mount decides at once whether to restore: a restore would show connecting now.
    expect(client.getState().accounts.eip155?.status).toBe('disconnected')
    // A wallet side that needs code starts when the modal opens (issue 39); by then no wallet request was made.
    await open(client)
    await vi.waitFor(() => expect(evm.calls.map((call) => call.method)).toEqual(['start']))
    expect(client.getState().accounts.eip155?.status).toBe('disconnected')
  })

  it('a failed sync ends disconnected and clears the stored status', async () => {
    const { storage, connect } = savedSession()
    await connect()
    const evm = createTestAdapter()
    evm.failReconnect()
    const client = createLatch({ networks: [mainnet], adapters: [evm], storage })
    client.mount()
    await vi.waitFor(() => expect(stored(storage, 'connectionStatus')).toEqual({ eip155: 'disconnected' }))
    expect(client.getState().accounts.eip155?.status).toBe('disconnected')
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
    const client = createLatch({
      networks: [mainnet],
      adapters: [evm],
      storage,
      features: { debug: true },
    })
    client.mount()
    expect(client.getState().accounts.eip155?.status).toBe('connecting')
    await vi.waitFor(() => expect(client.getState().accounts.eip155?.status).toBe('disconnected'))
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
    const evm = createTestAdapter()
    const client = createLatch({ networks: [mainnet], adapters: [evm], storage })
    client.watch(
      (state) => state.accounts.eip155?.status,
      (status) => statuses.push(String(status)),
    )
    client.mount()
    // Mount decides at once: nothing looked restorable, so nothing shows connecting, then or once the modal opens.
    expect(statuses).toEqual([])
    await open(client)
    await vi.waitFor(() => expect(evm.calls.map((call) => call.method)).toEqual(['start']))
    expect(statuses).toEqual([])
  })
})

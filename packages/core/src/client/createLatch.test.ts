import { afterEach, describe, expect, it, vi } from 'vitest'
import { close } from '../actions/close'
import { connect } from '../actions/connect'
import { disconnect } from '../actions/disconnect'
import { open } from '../actions/open'
import { createTestAdapter } from '../testing/createTestAdapter'
import { testNetworks } from '../testing/networks'
import { requests, setupLatch, TEST_WALLET } from '../testing/testLatch.fixture'
import { DISPLAY_TEXT_MAX_LENGTH } from '../text/toDisplayText'
import { createLatch } from './createLatch'

const { mainnet } = testNetworks

describe('createLatch: isolation and server safety (RELIABILITY #3)', () => {
  it('two clients never share state', async () => {
    const a = setupLatch()
    const b = setupLatch()
    await connect(a.client, { namespace: 'eip155', connectorId: 'test-wallet' })
    expect(a.client.getState().accounts.eip155?.status).toBe('connected')
    expect(b.client.getState().accounts.eip155?.status).toBe('disconnected')
    open(a.client)
    expect(b.client.getState().modal.open).toBe(false)
  })

  it('creating a client in plain Node touches no window, document or storage', () => {
    expect(typeof (globalThis as { window?: unknown }).window).toBe('undefined')
    const client = createLatch({ networks: [mainnet] })
    expect(client.getState().accounts.eip155?.status).toBe('disconnected')
  })

  it('a missing projectId shows the project-id alert and the client keeps working', async () => {
    const { client } = setupLatch({ projectId: undefined })
    expect(client.getState().notices.alert).toMatchObject({
      id: 'PROJECT_ID_NOT_CONFIGURED',
      variant: 'warning',
    })
    await connect(client, { namespace: 'eip155', connectorId: 'test-wallet' })
    expect(client.getState().accounts.eip155?.status).toBe('connected')
  })
})

describe('when adapters start (issue 21: wallet discovery is modal work)', () => {
  it('an adapter whose start() loads code starts neither at mount nor once the page is idle, but when the modal opens, once (issue 39)', async () => {
    // A second adapter that starts when the page is idle: its start proves the idle task has run.
    const evm = createTestAdapter()
    const listening = Object.assign(createTestAdapter({ namespace: 'solana' }), { startsWithoutCode: true })
    const { client } = setupLatch({ adapters: [evm, listening] })
    client.mount()
    expect(requests(evm, 'start')).toBe(0)
    await vi.waitFor(() => expect(requests(listening, 'start')).toBe(1))
    expect(requests(evm, 'start')).toBe(0)
    await open(client)
    expect(requests(evm, 'start')).toBe(1)
    close(client)
    await open(client)
    expect(requests(evm, 'start')).toBe(1)
  })

  it('an adapter whose start() only listens for announcements starts once the page is idle, and only once (issue 39)', async () => {
    const listening = Object.assign(createTestAdapter({ namespace: 'solana' }), { startsWithoutCode: true })
    const { client, evm } = setupLatch({ adapters: [createTestAdapter(), listening] })
    client.mount()
    expect(requests(listening, 'start')).toBe(0)
    await vi.waitFor(() => expect(requests(listening, 'start')).toBe(1))
    expect(requests(evm, 'start')).toBe(0)
    await open(client)
    expect(requests(listening, 'start')).toBe(1)
  })

  it("behavior: when the modal opens, the wallet code of the first installed wallet's namespace loads (a prefetch), no other (issue 39)", async () => {
    const loads: string[] = []
    const withLoad = (adapter: ReturnType<typeof createTestAdapter>) =>
      Object.assign(adapter, {
        startsWithoutCode: true,
        load: async () => {
          loads.push(adapter.namespace)
        },
      })
    const evm = withLoad(createTestAdapter({ connectors: [] }))
    const solana = withLoad(
      createTestAdapter({
        namespace: 'solana',
        connectors: [
          { id: 'Phantom', name: 'Phantom', namespace: 'solana', type: 'announced', installed: true },
        ],
      }),
    )
    const { client } = setupLatch({ adapters: [evm, solana] })
    client.mount()
    await vi.waitFor(() => expect(requests(solana, 'start')).toBe(1))
    expect(loads).toEqual([])
    await open(client)
    expect(loads).toEqual(['solana'])
  })

  it('at mount when a stored connection must be restored', async () => {
    const first = setupLatch()
    await connect(first.client, { namespace: 'eip155', connectorId: 'test-wallet' })
    const again = setupLatch({ storage: first.storage })
    again.client.mount()
    expect(requests(again.evm, 'start')).toBe(1)
  })
})

describe('wallets the adapters find', () => {
  it('wallets appearing later update the connector list', () => {
    const { client, evm } = setupLatch()
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
    const { client, evm } = setupLatch()
    client.mount()
    ;(evm.connectors() as unknown as unknown[]).push({
      id: 'hostile',
      name: `\u202Egnp.exe\u200B\n${'x'.repeat(5000)}`,
      namespace: 'eip155',
      type: 'announced',
      installed: true,
    })
    evm.emit({ type: 'connectorsChanged' })
    // A name that is not printable ASCII is listed once toDisplayText's Unicode passes are in (a chunk).
    await vi.waitFor(() =>
      expect(client.getState().connectors.some((connector) => connector.id === 'hostile')).toBe(true),
    )
    const shown = client.getState().connectors.find((connector) => connector.id === 'hostile')?.name ?? ''
    expect(shown.startsWith('gnp.exe x')).toBe(true)
    expect(shown).not.toMatch(/[\p{Cc}\p{Cf}]/u)
    expect(shown.length).toBeLessThanOrEqual(DISPLAY_TEXT_MAX_LENGTH)
    await connect(client, { namespace: 'eip155', connectorId: 'hostile' })
    expect(client.getState().accounts.eip155?.connectedWalletInfo?.name).toBe(shown)
  })
})

describe('destroy', () => {
  it('behavior: after destroy, the client tells no listener and follows no wallet event', async () => {
    const { client, evm, events } = setupLatch()
    await connect(client, TEST_WALLET)
    const seen = events.length
    client.destroy()
    evm.setAccounts([])
    expect(client.getState().accounts.eip155?.status).toBe('connected')
    await disconnect(client)
    expect(events).toHaveLength(seen)
  })
})

describe('the client’s core is its own (latch/clientCore)', () => {
  it('behavior: an action given an object createLatch did not make says so', () => {
    const { client } = setupLatch()
    const copy = { ...client }
    expect(() => close(copy)).toThrow('Latch: pass the client createLatch() returned')
  })
})

afterEach(() => {
  vi.useRealTimers()
})

import { afterEach, describe, expect, it, vi } from 'vitest'
import { createLatch } from '../client/createLatch'
import { UserRejectedError } from '../errors/catalogue'
import { createMemoryStorage } from '../testing/createMemoryStorage'
import { createTestAdapter } from '../testing/createTestAdapter'
import { loadLatchServices } from '../testing/loadLatchServices'
import { testNetworks } from '../testing/networks'
import { connectPickedWallet } from './connectPickedWallet'
import { open } from './open'

const wallet = { namespace: 'eip155', connectorId: 'test-wallet' } as const

async function setup() {
  const adapter = createTestAdapter()
  const client = createLatch({
    projectId: 'test',
    networks: [testNetworks.mainnet],
    adapters: [adapter],
    storage: createMemoryStorage(),
  })
  // As a page has it once the modal opened and the connect action is in.
  await loadLatchServices(client)
  await open(client)
  // From here the test moves the clock: the connecting view is pushed from a timer (open resolves after one too).
  vi.useFakeTimers()
  const viewsShown: string[] = []
  client.subscribe((state) => {
    const view = state.modal.history.at(-1)?.view
    if (state.modal.open && view && viewsShown.at(-1) !== view) viewsShown.push(view)
  })
  const walletRequests = () => adapter.calls.filter((call) => call.method === 'connect').length
  return { client, adapter, viewsShown, walletRequests }
}

describe('connecting a wallet picked in the list (issue 39)', () => {
  afterEach(() => {
    vi.useRealTimers()
  })

  it('behavior: a wallet that answers at once is connected and the modal closes without the connecting view', async () => {
    const { client, viewsShown, walletRequests } = await setup()
    await connectPickedWallet(client, wallet)
    expect(client.getState().accounts.eip155?.status).toBe('connected')
    vi.runAllTimers()
    expect(client.getState().modal.open).toBe(false)
    expect(viewsShown).not.toContain('ConnectingExternal')
    expect(walletRequests()).toBe(1)
  })

  it('behavior: while the wallet holds its prompt, the connecting view shows this attempt, pending, after the click', async () => {
    const { client, adapter, walletRequests } = await setup()
    const prompt = adapter.holdNext()
    const settled = connectPickedWallet(client, wallet)
    expect(walletRequests()).toBe(1)
    vi.runAllTimers()
    const { modal, attempts } = client.getState()
    expect(modal.history.at(-1)).toEqual({ view: 'ConnectingExternal', params: wallet })
    expect(attempts.connect).toMatchObject({ ...wallet, phase: 'pending' })
    prompt.approve()
    await settled
    expect(client.getState().modal.open).toBe(false)
    expect(walletRequests()).toBe(1)
  })

  it('behavior: a wallet that declines before the connecting view shows leaves its error for that view, asked once', async () => {
    const { client, adapter, walletRequests } = await setup()
    adapter.failNext({ code: 4001, message: 'User rejected the request.' })
    await connectPickedWallet(client, wallet)
    vi.runAllTimers()
    const { modal, attempts } = client.getState()
    expect(modal.history.at(-1)?.view).toBe('ConnectingExternal')
    expect(attempts.connect?.error).toBeInstanceOf(UserRejectedError)
    expect(walletRequests()).toBe(1)
  })
})

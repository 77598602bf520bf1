import { describe, expect, it } from 'vitest'
import { createLatch } from '../client/createLatch'
import { RequestAlreadyPendingError, UserRejectedError } from '../errors/catalogue'
import { createMemoryStorage } from '../testing/createMemoryStorage'
import { createTestAdapter } from '../testing/createTestAdapter'
import { loadLatchServices } from '../testing/loadLatchServices'
import { testNetworks } from '../testing/networks'
import { attemptConnect } from './attemptConnect'
import { disconnect } from './disconnect'
import { navigate } from './navigate'

const { mainnet, optimism } = testNetworks

// What MetaMask answers to eth_requestAccounts while its prompt for an earlier one is still open.
const METAMASK_ALREADY_PENDING = {
  code: -32002,
  message:
    "Request of type 'wallet_requestPermissions' already pending for origin https://dapp.example. Please wait.",
}
const wallet = { namespace: 'eip155', connectorId: 'test-wallet' } as const

function setup() {
  const adapter = createTestAdapter()
  const client = createLatch({
    projectId: 'test',
    networks: [mainnet, optimism],
    adapters: [adapter],
    storage: createMemoryStorage(),
  })
  const walletRequests = (method: string) => adapter.calls.filter((call) => call.method === method).length
  return { client, adapter, walletRequests }
}

describe('connect attempts in core state (issue 10)', () => {
  it('behavior: a wallet that answers -32002 ends the attempt with RequestAlreadyPendingError, no view needed', async () => {
    const { client, adapter } = setup()
    adapter.failNext(METAMASK_ALREADY_PENDING)
    await attemptConnect(client, wallet)
    const attempt = client.getState().attempts.connect
    expect(attempt).toMatchObject({ ...wallet, phase: 'error' })
    expect(attempt?.error).toBeInstanceOf(RequestAlreadyPendingError)
    expect(attempt?.error?.message).toBe(
      'The request is waiting in your wallet. Open your wallet to approve it.',
    )
    expect(client.getState().accounts.eip155?.status).toBe('disconnected')
  })

  it('behavior: a retry while the first request is still open in the wallet sends no second request', async () => {
    const { client, adapter, walletRequests } = setup()
    // The engine as a page has it once the modal opened: the attempt's phase is then set in the call itself.
    await loadLatchServices(client)
    const prompt = adapter.holdNext()
    const first = attemptConnect(client, wallet)
    expect(client.getState().attempts.connect?.phase).toBe('pending')
    const retry = attemptConnect(client, wallet)
    const another = attemptConnect(client, wallet)
    expect(walletRequests('connect')).toBe(1)
    prompt.approve()
    await Promise.all([first, retry, another])
    expect(walletRequests('connect')).toBe(1)
    expect(client.getState().attempts.connect?.phase).toBe('success')
    expect(client.getState().accounts.eip155?.status).toBe('connected')
  })

  it('behavior: after -32002, retry only checks silently, and connects once the wallet approved the earlier request', async () => {
    const { client, adapter, walletRequests } = setup()
    adapter.failNext(METAMASK_ALREADY_PENDING)
    await attemptConnect(client, wallet)
    adapter.failReconnect() // the earlier request is still open: the wallet has granted nothing yet
    await attemptConnect(client, wallet)
    expect(client.getState().attempts.connect?.error).toBeInstanceOf(RequestAlreadyPendingError)
    expect(walletRequests('connect')).toBe(1)
    await attemptConnect(client, wallet) // the visitor approved it in the wallet meanwhile
    expect(walletRequests('connect')).toBe(1)
    expect(walletRequests('reconnect')).toBe(2)
    expect(client.getState().attempts.connect?.phase).toBe('success')
    expect(client.getState().accounts.eip155?.status).toBe('connected')
  })

  it('behavior: a declined request records a UserRejectedError and the retry asks the wallet again', async () => {
    const { client, adapter, walletRequests } = setup()
    adapter.rejectNext()
    await attemptConnect(client, wallet)
    expect(client.getState().attempts.connect?.error).toBeInstanceOf(UserRejectedError)
    await attemptConnect(client, wallet)
    expect(walletRequests('connect')).toBe(2)
    expect(client.getState().attempts.connect?.phase).toBe('success')
  })

  it('behavior: a new visit to the view starts afresh, but still shares a request the wallet holds', async () => {
    const { client, adapter, walletRequests } = setup()
    adapter.failNext(METAMASK_ALREADY_PENDING)
    await attemptConnect(client, wallet)
    navigate(client, { view: 'ConnectingExternal', params: { connectorId: 'test-wallet' } })
    expect(client.getState().attempts.connect).toBeUndefined()
    await attemptConnect(client, wallet)
    expect(walletRequests('connect')).toBe(2)

    const prompt = adapter.holdNext()
    const third = attemptConnect(client, { namespace: 'eip155', connectorId: 'test-wallet' })
    navigate(client, { view: 'ConnectingExternal', params: { connectorId: 'test-wallet' } })
    const again = attemptConnect(client, wallet)
    expect(client.getState().attempts.connect?.phase).toBe('pending')
    prompt.approve()
    await Promise.all([third, again])
    expect(walletRequests('connect')).toBe(3)
  })

  it('behavior: a late second start of the visit, after the wallet connected, asks the wallet nothing (a second connect revokes the grant the other tabs follow)', async () => {
    const { client, walletRequests } = setup()
    await attemptConnect(client, wallet)
    expect(client.getState().accounts.eip155?.status).toBe('connected')
    // React's strict-mode second effect of the connecting view, whose action chunk arrived after the first connect.
    await attemptConnect(client, wallet)
    expect(walletRequests('connect')).toBe(1)
    expect(walletRequests('disconnect')).toBe(0)
    expect(client.getState().attempts.connect?.phase).toBe('success')
    expect(client.getState().accounts.eip155?.status).toBe('connected')

    // Once that connection is gone, the same visit asks the wallet again.
    await disconnect(client, { namespace: 'eip155' })
    await attemptConnect(client, wallet)
    expect(walletRequests('connect')).toBe(2)
    expect(client.getState().accounts.eip155?.status).toBe('connected')
  })

  it("behavior: the view's late second start after a fast decline asks the wallet nothing; the visitor's Try again does (issue 39: a prefetched wallet declined before strict mode's second start, which prompted again and connected)", async () => {
    const { client, adapter, walletRequests } = setup()
    adapter.rejectNext()
    // The wallet code is in, so the decline settles at once, before the view's second start arrives.
    await attemptConnect(client, { ...wallet, start: true })
    expect(client.getState().attempts.connect?.error).toBeInstanceOf(UserRejectedError)
    await attemptConnect(client, { ...wallet, start: true })
    expect(walletRequests('connect')).toBe(1)
    expect(client.getState().attempts.connect?.phase).toBe('error')
    expect(client.getState().accounts.eip155?.status).toBe('disconnected')

    // Try again.
    await attemptConnect(client, wallet)
    expect(walletRequests('connect')).toBe(2)
    expect(client.getState().accounts.eip155?.status).toBe('connected')

    // A later visit to the view starts again.
    await disconnect(client, { namespace: 'eip155' })
    navigate(client, { view: 'ConnectingExternal', params: { connectorId: 'test-wallet' } })
    await attemptConnect(client, { ...wallet, start: true })
    expect(walletRequests('connect')).toBe(3)
  })
})

import { describe, expect, it, vi } from 'vitest'
import { createLatch } from '../client/createLatch'
import { createMemoryStorage } from '../testing/createMemoryStorage'
import { createTestAdapter } from '../testing/createTestAdapter'
import { testNetworks } from '../testing/networks'
import { requests, setupLatch, TEST_WALLET } from '../testing/testLatch.fixture'
import { attemptConnect } from './attemptConnect'
import { close } from './close'
import { connect } from './connect'
import { loadedFlowContext } from './internal/flowContext'
import { navigate } from './navigate'
import { open } from './open'

const { mainnet, solana } = testNetworks

describe('open (spec §2 opening rules)', () => {
  it('default: a visitor without a connection opens at Connect; MODAL_OPEN tells the host', async () => {
    const { client, events } = setupLatch()
    await open(client)
    expect(client.getState().modal).toMatchObject({ open: true, history: [{ view: 'Connect', params: {} }] })
    expect(events).toEqual([{ type: 'MODAL_OPEN', view: 'Connect' }])
  })

  it('behavior: the modal shows at once and the client’s services start loading, in long before a wallet is picked', async () => {
    const { client } = setupLatch()
    expect(loadedFlowContext(client)).toBeUndefined()
    const opening = open(client)
    expect(client.getState().modal.open).toBe(true)
    await opening
    await vi.waitFor(() => expect(loadedFlowContext(client)).toBeDefined())
  })

  it('parameters: view: opens there, with its params', async () => {
    const { client } = setupLatch()
    await open(client, { view: 'Networks' })
    expect(client.getState().modal.history).toEqual([{ view: 'Networks', params: {} }])
  })

  it('behavior: a new opening clears the attempts of the last one', async () => {
    const { client, evm } = setupLatch()
    evm.rejectNext()
    await attemptConnect(client, TEST_WALLET)
    expect(client.getState().attempts.connect?.phase).toBe('error')
    await open(client)
    expect(client.getState().attempts).toEqual({})
  })

  it('behavior: a connected visitor opens at Account; opening for another namespace asks to switch', async () => {
    const sol = createTestAdapter({
      namespace: 'solana',
      addresses: ['DRpbCBMxVnDK7maPM5tGv6MvB3v1sRMC86PZ8okm21hy'],
    })
    const client = createLatch({
      networks: [mainnet, solana],
      adapters: [createTestAdapter(), sol],
      storage: createMemoryStorage(),
    })
    await connect(client, TEST_WALLET)
    await open(client)
    expect(client.getState().modal.history.at(-1)?.view).toBe('Account')
    close(client)
    await open(client, { namespace: 'solana' })
    expect(client.getState().modal.history.at(-1)).toEqual({
      view: 'SwitchActiveChain',
      params: { namespace: 'solana' },
    })
  })

  it('behavior: no adapters: AllWallets while no WalletConnect view exists (never a view the UI does not ship)', async () => {
    const client = createLatch({ networks: [mainnet], storage: createMemoryStorage() })
    await open(client)
    expect(client.getState().modal.history.at(-1)?.view).toBe('AllWallets')
  })

  it('behavior: wallet discovery starts at once when the modal opens before the page was idle (issue 21)', async () => {
    const { client, evm } = setupLatch()
    client.mount()
    await open(client)
    expect(requests(evm, 'start')).toBe(1)
  })

  it('behavior: never before mount, on the server: discovery waits for mount', async () => {
    const { client, evm } = setupLatch()
    await open(client)
    expect(requests(evm, 'start')).toBe(0)
  })
})

describe('open / navigate: a view asked for without the parameter it shows (issue 41)', () => {
  it.each([
    ['ConnectingExternal', 'connectorId', { connectorId: 'test-wallet' }],
    ['SwitchNetwork', 'networkId', { networkId: 'eip155:10' }],
    ['SwitchActiveChain', 'namespace', { namespace: 'solana' }],
    ['EmailVerifyOtp', 'email', { email: 'visitor@example.com' }],
  ] as const)(
    '%s without params.%s is refused with ViewNotAvailableError; the modal stays closed; with it, it opens',
    async (view, name, params) => {
      const { client, events } = setupLatch()
      await expect(open(client, { view })).rejects.toMatchObject({
        name: 'ViewNotAvailableError',
        message: 'This view is not available',
        details: `${view} needs params.${name}`,
      })
      await expect(open(client, { view, params: { [name]: '' } })).rejects.toMatchObject({
        name: 'ViewNotAvailableError',
      })
      expect(client.getState().modal.open).toBe(false)
      expect(events).toEqual([])
      await open(client, { view, params })
      expect(client.getState().modal.history).toEqual([{ view, params }])
    },
  )

  it("SwitchActiveChain opened for a namespace takes open's namespace as its parameter", async () => {
    const { client } = setupLatch()
    await open(client, { view: 'SwitchActiveChain', namespace: 'solana' })
    expect(client.getState().modal.history).toEqual([
      { view: 'SwitchActiveChain', params: { namespace: 'solana' } },
    ])
  })

  it('navigate refuses such a view too, and the modal keeps its view', async () => {
    const { client } = setupLatch()
    await open(client)
    expect(() => navigate(client, { view: 'SwitchNetwork' })).toThrow(
      expect.objectContaining({
        name: 'ViewNotAvailableError',
        details: 'SwitchNetwork needs params.networkId',
      }),
    )
    expect(client.getState().modal.history).toEqual([{ view: 'Connect', params: {} }])
  })
})

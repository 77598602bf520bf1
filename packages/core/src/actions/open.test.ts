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

import { describe, expect, it, vi } from 'vitest'
import { WALLETCONNECT_CONNECTOR_ID } from '../adapter/walletConnect'
import { createLatch } from '../client/createLatch'
import { NoSessionError, PairingExpiredError } from '../errors/catalogue'
import { createMemoryStorage } from '../testing/createMemoryStorage'
import { testNetworks } from '../testing/networks'
import { ADDRESS } from '../testing/testLatch.fixture'
import {
  createTestWalletConnect,
  TEST_PAIRING_URI,
  testSession,
  walletConnectTestAdapter,
} from '../testing/testWalletConnect.fixture'
import { connectWalletConnect } from './connectWalletConnect'
import { disconnect } from './disconnect'

const { mainnet, optimism } = testNetworks

function setup(projectId: string | undefined) {
  const walletConnect = createTestWalletConnect()
  const adapter = walletConnectTestAdapter()
  const client = createLatch({
    projectId,
    networks: [mainnet, optimism],
    adapters: [adapter],
    storage: createMemoryStorage(),
    walletConnect: walletConnect.integration,
  })
  return { client, adapter, walletConnect }
}

describe('connectWalletConnect (ConnectingWalletConnectBasic)', () => {
  it('default: proposes the namespaces, shows the URI, then connects what the wallet approved', async () => {
    const { client, adapter, walletConnect } = setup('test-project')
    const pairing = connectWalletConnect(client)
    await vi.waitFor(() =>
      expect(client.getState().walletConnect).toEqual({ phase: 'pairing', uri: TEST_PAIRING_URI }),
    )
    expect(walletConnect.calls[0]).toMatchObject({
      method: 'connect',
      input: {
        projectId: 'test-project',
        namespaces: { eip155: { chains: ['eip155:1', 'eip155:10'], methods: ['personal_sign'] } },
      },
    })
    const session = testSession([`eip155:1:${ADDRESS}`], ['eip155:1'])
    walletConnect.approve({ eip155: session })
    await pairing
    expect(adapter.attached).toEqual([session])
    expect(client.getState().walletConnect).toEqual({ phase: 'idle' })
    expect(client.getState().accounts.eip155).toMatchObject({
      status: 'connected',
      connectedWalletInfo: { id: WALLETCONNECT_CONNECTOR_ID },
    })
  })

  it('behavior: the networks the session approved are marked (spec §3); a disconnect forgets them', async () => {
    const { client, walletConnect } = setup('test-project')
    expect(client.getState().networks.eip155).toMatchObject({ supportsAllNetworks: true })
    const pairing = connectWalletConnect(client)
    await vi.waitFor(() => expect(client.getState().walletConnect.phase).toBe('pairing'))
    // The host asked for mainnet and optimism; the wallet approved mainnet only.
    walletConnect.approve({ eip155: testSession([`eip155:1:${ADDRESS}`], ['eip155:1']) })
    await pairing
    expect(client.getState().networks.eip155).toMatchObject({
      approvedCaipNetworkIds: ['eip155:1'],
      supportsAllNetworks: false,
    })
    await disconnect(client, { namespace: 'eip155' })
    expect(client.getState().networks.eip155).toMatchObject({
      approvedCaipNetworkIds: [],
      supportsAllNetworks: true,
    })
  })

  it('behavior: a second call while pairing joins it: one proposal, one QR', async () => {
    const { client, walletConnect } = setup('test-project')
    const first = connectWalletConnect(client)
    const second = connectWalletConnect(client)
    await vi.waitFor(() => expect(client.getState().walletConnect.phase).toBe('pairing'))
    walletConnect.approve({ eip155: testSession([`eip155:1:${ADDRESS}`], ['eip155:1']) })
    await Promise.all([first, second])
    expect(walletConnect.calls.filter((call) => call.method === 'connect')).toHaveLength(1)
  })

  it('error: an expired QR ends in the error phase, never a rejection (RELIABILITY #24); a retry pairs again', async () => {
    const { client, walletConnect } = setup('test-project')
    const pairing = connectWalletConnect(client)
    await vi.waitFor(() => expect(client.getState().walletConnect.phase).toBe('pairing'))
    walletConnect.fail(new PairingExpiredError())
    await expect(pairing).resolves.toBeUndefined()
    const { phase, error } = client.getState().walletConnect
    expect(phase).toBe('error')
    expect(error).toBeInstanceOf(PairingExpiredError)
    expect(error?.message).toBe('The QR code expired')
    void connectWalletConnect(client)
    await vi.waitFor(() => expect(client.getState().walletConnect.phase).toBe('pairing'))
    expect(walletConnect.calls.filter((call) => call.method === 'connect')).toHaveLength(2)
  })

  it('error: a wallet that approves no namespace of the proposal connects nothing', async () => {
    const { client, walletConnect } = setup('test-project')
    const pairing = connectWalletConnect(client)
    await vi.waitFor(() => expect(client.getState().walletConnect.phase).toBe('pairing'))
    walletConnect.approve({})
    await pairing
    expect(client.getState().walletConnect.error).toBeInstanceOf(NoSessionError)
    expect(client.getState().accounts.eip155?.status).toBe('disconnected')
  })

  it('behavior: without a projectId WalletConnect is off: the error phase says so and nothing is proposed', async () => {
    const { client, walletConnect } = setup(undefined)
    await connectWalletConnect(client)
    expect(client.getState().walletConnect.error?.message).toBe(
      'Error connecting to wallet: No session found',
    )
    expect(walletConnect.calls).toEqual([])
  })
})

import { describe, expect, it, vi } from 'vitest'
import { createLatch } from '../client/createLatch'
import { createMemoryStorage } from '../testing/createMemoryStorage'
import { testNetworks } from '../testing/networks'
import { createTestWalletConnect, walletConnectTestAdapter } from '../testing/testWalletConnect.fixture'
import { cancelWalletConnect } from './cancelWalletConnect'
import { connectWalletConnect } from './connectWalletConnect'

function setup() {
  const walletConnect = createTestWalletConnect()
  const client = createLatch({
    projectId: 'test-project',
    networks: [testNetworks.mainnet],
    adapters: [walletConnectTestAdapter()],
    storage: createMemoryStorage(),
    walletConnect: walletConnect.integration,
  })
  return { client, walletConnect }
}

describe('cancelWalletConnect', () => {
  it('default: the visitor left the QR view: the pairing stops and its URI is forgotten', async () => {
    const { client, walletConnect } = setup()
    void connectWalletConnect(client)
    await vi.waitFor(() => expect(client.getState().walletConnect.phase).toBe('pairing'))
    await cancelWalletConnect(client)
    expect(walletConnect.calls.map((call) => call.method)).toEqual(['connect', 'cancel'])
    expect(client.getState().walletConnect).toEqual({ phase: 'idle' })
  })

  it('behavior: a cancel that comes before the proposal went out (the services still loading) stops the pairing: nothing is proposed', async () => {
    const { client, walletConnect } = setup()
    const pairing = connectWalletConnect(client)
    await cancelWalletConnect(client)
    await pairing
    expect(walletConnect.calls.map((call) => call.method)).toEqual(['cancel'])
    expect(client.getState().walletConnect).toEqual({ phase: 'idle' })
  })
})

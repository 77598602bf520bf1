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

  it('behavior: without a pairing, or without the integration, it changes nothing and never rejects', async () => {
    const { client } = setup()
    const before = client.getState()
    await expect(cancelWalletConnect(client)).resolves.toBeUndefined()
    expect(client.getState().walletConnect).toBe(before.walletConnect)
    const bare = createLatch({ networks: [testNetworks.mainnet], storage: createMemoryStorage() })
    await expect(cancelWalletConnect(bare)).resolves.toBeUndefined()
  })
})

import { describe, expect, it } from 'vitest'
import { createLatch } from '../client/createLatch'
import { createMemoryStorage } from '../testing/createMemoryStorage'
import { testNetworks } from '../testing/networks'
import { createTestWalletConnect, walletConnectTestAdapter } from '../testing/testWalletConnect.fixture'
import { prefetchWalletConnect } from './prefetchWalletConnect'

const make = (projectId: string | undefined) => {
  const walletConnect = createTestWalletConnect()
  const client = createLatch({
    projectId,
    networks: [testNetworks.mainnet],
    adapters: [walletConnectTestAdapter()],
    storage: createMemoryStorage(),
    walletConnect: walletConnect.integration,
  })
  return { client, walletConnect }
}

describe('prefetchWalletConnect', () => {
  it('default: starts the SDK with the project id, so the QR follows the click at once', () => {
    const { client, walletConnect } = make('test-project')
    prefetchWalletConnect(client)
    expect(walletConnect.calls).toEqual([{ method: 'prefetch', input: { projectId: 'test-project' } }])
  })

  it('behavior: nothing when WalletConnect is not offered (no projectId)', () => {
    const { client, walletConnect } = make(undefined)
    prefetchWalletConnect(client)
    expect(walletConnect.calls).toEqual([])
  })
})

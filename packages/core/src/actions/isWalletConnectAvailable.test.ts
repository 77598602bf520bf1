import { describe, expect, it } from 'vitest'
import { createLatch } from '../client/createLatch'
import type { LatchOptions } from '../options/types'
import { createMemoryStorage } from '../testing/createMemoryStorage'
import { createTestAdapter } from '../testing/createTestAdapter'
import { testNetworks } from '../testing/networks'
import { createTestWalletConnect, walletConnectTestAdapter } from '../testing/testWalletConnect.fixture'
import { isWalletConnectAvailable } from './isWalletConnectAvailable'

const client = (options: Partial<LatchOptions>) =>
  createLatch({
    projectId: 'test-project',
    networks: [testNetworks.mainnet],
    adapters: [walletConnectTestAdapter()],
    storage: createMemoryStorage(),
    walletConnect: createTestWalletConnect().integration,
    ...options,
  })

describe('isWalletConnectAvailable (spec §5)', () => {
  it('default: true with the integration, a projectId and an adapter that can use a session', () => {
    expect(isWalletConnectAvailable(client({}))).toBe(true)
  })

  it('behavior: false without any one of them', () => {
    expect(isWalletConnectAvailable(client({ walletConnect: undefined }))).toBe(false)
    expect(isWalletConnectAvailable(client({ projectId: undefined }))).toBe(false)
    expect(isWalletConnectAvailable(client({ projectId: '  ' }))).toBe(false)
    expect(isWalletConnectAvailable(client({ adapters: [createTestAdapter()] }))).toBe(false)
  })
})

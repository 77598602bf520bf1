import { describe, expect, it } from 'vitest'
import { createLatch } from '../client/createLatch'
import { createMemoryStorage } from '../testing/createMemoryStorage'
import { createTestAdapter } from '../testing/createTestAdapter'
import { testNetworks } from '../testing/networks'
import { requests } from '../testing/testLatch.fixture'
import { prefetchWallets } from './prefetchWallets'

const SOL = 'DRpbCBMxVnDK7maPM5tGv6MvB3v1sRMC86PZ8okm21hy'

/**
 * A page with an EVM adapter whose only wallet is not installed and a Solana adapter with an installed one; each
 * adapter counts how often its wallet code was loaded.
 */
function twoAdapters() {
  const evm = createTestAdapter({
    connectors: [
      {
        id: 'absent-wallet',
        name: 'Absent Wallet',
        namespace: 'eip155',
        type: 'announced',
        installed: false,
      },
    ],
  })
  const sol = createTestAdapter({ namespace: 'solana', addresses: [SOL] })
  const loads = { eip155: 0, solana: 0 }
  evm.load = async () => {
    loads.eip155++
  }
  sol.load = async () => {
    loads.solana++
  }
  const client = createLatch({
    networks: [testNetworks.mainnet, testNetworks.solana],
    adapters: [evm, sol],
    storage: createMemoryStorage(),
  })
  return { client, evm, sol, loads }
}

describe('prefetchWallets (a visitor points at the connect button)', () => {
  it('starts every adapter after the pointer’s event, not in it, and loads the wallet code of the first installed wallet’s namespace only', async () => {
    const { client, evm, sol, loads } = twoAdapters()
    client.mount()
    expect(requests(evm, 'start') + requests(sol, 'start')).toBe(0)
    const started = prefetchWallets(client)
    // A click that follows at once is not delayed by the adapters' imports (issue 39: click → first wallet).
    expect(requests(evm, 'start') + requests(sol, 'start')).toBe(0)
    await started
    expect(requests(evm, 'start')).toBe(1)
    expect(requests(sol, 'start')).toBe(1)
    expect(loads).toEqual({ eip155: 0, solana: 1 })
    expect(client.getState().connectors.map((connector) => connector.id)).toEqual(
      expect.arrayContaining(['absent-wallet', 'test-wallet']),
    )
  })

  it('calling it again (the pointer comes back) starts and loads nothing more', async () => {
    const { client, evm, sol, loads } = twoAdapters()
    client.mount()
    await prefetchWallets(client)
    await prefetchWallets(client)
    await prefetchWallets(client)
    expect(requests(evm, 'start')).toBe(1)
    expect(requests(sol, 'start')).toBe(1)
    expect(loads).toEqual({ eip155: 0, solana: 1 })
  })

  it('before mount (server rendering, or an early hover) nothing starts; mount then starts at once, not when idle', async () => {
    const { client, sol, loads } = twoAdapters()
    await prefetchWallets(client)
    expect(requests(sol, 'start')).toBe(0)
    expect(loads.solana).toBe(0)
    client.mount()
    expect(requests(sol, 'start')).toBe(1)
    expect(loads.solana).toBe(1)
  })

  it('a failed prefetch is no error for the page: nothing throws, no unhandled rejection', async () => {
    const { client, sol } = twoAdapters()
    let attempts = 0
    const failed = new Promise<void>((resolve) => {
      sol.load = async () => {
        attempts++
        resolve()
        throw new Error('chunk failed')
      }
    })
    client.mount()
    await expect(prefetchWallets(client)).resolves.toBeUndefined()
    await failed
    expect(attempts).toBe(1)
  })
})

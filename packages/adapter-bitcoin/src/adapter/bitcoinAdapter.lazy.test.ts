import { afterEach, describe, expect, it, vi } from 'vitest'
import { walletAndAdapter } from '../../test/testContext'
import { bitcoinRegtest } from '../networks/bitcoinNetworks'

// The real runtime module, with its factory wrapped so a test can count how often it was built.
vi.mock('../runtime/createBitcoinRuntime', async (importOriginal) => {
  const real = await importOriginal<typeof import('../runtime/createBitcoinRuntime')>()
  return { ...real, createBitcoinRuntime: vi.fn(real.createBitcoinRuntime) }
})
const { createBitcoinRuntime } = await import('../runtime/createBitcoinRuntime')
const built = vi.mocked(createBitcoinRuntime)

afterEach(() => {
  built.mockClear()
  vi.unstubAllGlobals()
})

describe('bitcoinAdapter: the wallet runtime loads on connect, not before', () => {
  it('connectors, isAddress and formatSignInMessage answer without it; start() and load() load only the wallet side', async () => {
    vi.stubGlobal('window', { btc_providers: [], requestIdleCallback: (callback: () => void) => callback() })
    const { adapter, connectorId } = walletAndAdapter()
    adapter.start?.()
    await adapter.load?.()
    expect(adapter.connectors().map((connector) => connector.id)).toEqual([connectorId])
    expect(adapter.isAddress?.('bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4')).toBe(true)
    expect(adapter.formatSignInMessage).toBeTypeOf('function')
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(built).not.toHaveBeenCalled()
  })

  it('the first connect loads it, once, for every later call', async () => {
    const { adapter, connectorId } = walletAndAdapter({ seed: 'lazy' })
    const { accounts } = await adapter.connect({ connectorId, networkId: bitcoinRegtest.id })
    await adapter.signMessage({ address: accounts[0]?.address ?? 'bip122:x:x', message: 'x' })
    await adapter.getBalance?.({ address: accounts[0]?.address ?? 'bip122:x:x' })
    expect(built).toHaveBeenCalledTimes(1)
  })
})

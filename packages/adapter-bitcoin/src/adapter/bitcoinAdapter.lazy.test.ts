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
    // What they bring is the conformance suite's to check; here, that the runtime is not part of it.
    expect(adapter.connectors().map((connector) => connector.id)).toEqual([connectorId])
    await vi.dynamicImportSettled()
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

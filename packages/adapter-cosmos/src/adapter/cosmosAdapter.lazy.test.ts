import { afterEach, describe, expect, it, vi } from 'vitest'
import { installDevWallet, mainAddress, startAdapter, testWindow } from '../../test/testContext'
import { cosmosHub } from '../networks/cosmosNetworks'

// The real runtime module, with its factory wrapped so a test can count how often it was built.
vi.mock('../runtime/createCosmosRuntime', async (importOriginal) => {
  const real = await importOriginal<typeof import('../runtime/createCosmosRuntime')>()
  return { ...real, createCosmosRuntime: vi.fn(real.createCosmosRuntime) }
})
const { createCosmosRuntime } = await import('../runtime/createCosmosRuntime')
const built = vi.mocked(createCosmosRuntime)

afterEach(() => {
  built.mockClear()
})

describe('cosmosAdapter: the @cosmjs runtime loads on demand', () => {
  it('default: discovery, isAddress and formatSignInMessage answer without the runtime', () => {
    const window = testWindow()
    installDevWallet(window)
    const { adapter } = startAdapter(window)
    expect(adapter.connectors()).toHaveLength(1)
    expect(adapter.isAddress?.('cosmos1qypqxpq9qcrsszg2pvxq6rs0zqg3yyc5lzv7xu', cosmosHub.id)).toBe(true)
    expect(adapter.isAddress?.('cosmos1qypqxpq9qcrsszg2pvxq6rs0zqg3yyc5lzv7xu', 'cosmos:osmosis-1')).toBe(
      false,
    )
    expect(adapter.isAddress?.('cosmos1qypqxpq9qcrsszg2pvxq6rs0zqg3yyc5lzv7xu', 'cosmos:unknown-9')).toBe(
      false,
    )
    expect(adapter.isAddress?.('osmo1qypqxpq9qcrsszg2pvxq6rs0zqg3yyc5lzv7xu')).toBe(false)
    expect(built).not.toHaveBeenCalled()
  })

  it('behavior: a connection loads it once (prefetch), shared by balance reads and signature checks', async () => {
    const window = testWindow()
    installDevWallet(window)
    const { adapter } = startAdapter(window)
    const address = mainAddress(
      await adapter.connect({ connectorId: 'latch-dev-cosmos', networkId: cosmosHub.id }),
    )
    const signature = await adapter.signMessage({ address, message: 'hi' })
    const [first, second, valid] = await Promise.all([
      adapter.getBalance?.({ address }),
      adapter.getBalance?.({ address }),
      adapter.verifySignature?.({ message: 'hi', signature, address }),
    ])
    expect(first).toEqual(second)
    expect(valid).toBe(true)
    expect(built).toHaveBeenCalledTimes(1)
  })
})

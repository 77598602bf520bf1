import { afterEach, describe, expect, it, vi } from 'vitest'
import {
  adapterContext,
  installDevWallet,
  mainAddress,
  startAdapter,
  testWindow,
} from '../../test/testContext'
import { cosmosHub } from '../networks/cosmosNetworks'
import { cosmosAdapter } from './cosmosAdapter'

// Issue 21: the page loads only the shell; the wallet side (discovery, sessions, connect, sign, address check,
// sign-in formatter) is imported by start(), load() or the first wallet action, and @cosmjs after a connection.

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

const ADDRESS = 'cosmos1qypqxpq9qcrsszg2pvxq6rs0zqg3yyc5lzv7xu'

describe('cosmosAdapter: the wallet code loads after the page (issue 21)', () => {
  it('default: load() brings the wallet side (the conformance suite checks what it brings) without @cosmjs', async () => {
    const window = testWindow()
    const wallet = installDevWallet(window)
    const adapter = cosmosAdapter({
      window,
      wallets: [{ id: 'embedded', name: 'Embedded', provider: wallet.provider }],
    })
    adapter.setup(adapterContext())
    await adapter.load?.()
    expect(adapter.connectors().map((connector) => connector.id)).toEqual(['embedded'])
    expect(built).not.toHaveBeenCalled()
  })

  it('behavior: start() alone loads discovery: an announced wallet is listed with connectorsChanged, without @cosmjs', async () => {
    const window = testWindow()
    installDevWallet(window)
    const adapter = cosmosAdapter({ window })
    adapter.setup(adapterContext())
    const events: unknown[] = []
    adapter.subscribe((event) => events.push(event))
    adapter.start?.()
    // The import is under way: nothing is listed yet, and no event was emitted for an empty list.
    expect(adapter.connectors()).toEqual([])
    expect(events).toEqual([])
    await vi.waitFor(() => expect(events).toEqual([{ type: 'connectorsChanged' }]))
    expect(adapter.connectors().map((connector) => connector.id)).toEqual(['latch-dev-cosmos'])
    expect(built).not.toHaveBeenCalled()
  })

  it('default: once loaded, isAddress checks the bech32 prefix of the asked network without the runtime', async () => {
    const { adapter } = await startAdapter(testWindow())
    expect(adapter.isAddress?.(ADDRESS, cosmosHub.id)).toBe(true)
    expect(adapter.isAddress?.(ADDRESS, 'cosmos:osmosis-1')).toBe(false)
    expect(adapter.isAddress?.(ADDRESS, 'cosmos:unknown-9')).toBe(false)
    expect(adapter.isAddress?.('osmo1qypqxpq9qcrsszg2pvxq6rs0zqg3yyc5lzv7xu')).toBe(false)
    expect(built).not.toHaveBeenCalled()
  })

  it('behavior: a connection loads the runtime once (prefetch), shared by balance reads and signature checks', async () => {
    const window = testWindow()
    installDevWallet(window)
    const { adapter } = await startAdapter(window)
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

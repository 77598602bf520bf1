import { afterEach, describe, expect, it, vi } from 'vitest'
import { devWallet, setUpAdapter, until } from '../../test/testContext'

// Issue 21: the page loads only the shell; the wallet side (discovery, sessions, connect, sign, address check,
// sign-in formatter) is imported by start(), load() or the first wallet action, and the @stacks runtime by connect.

// The real runtime module, with its factory wrapped so a test can count how often it was built.
vi.mock('../runtime/createStacksRuntime', async (importOriginal) => {
  const real = await importOriginal<typeof import('../runtime/createStacksRuntime')>()
  return { ...real, createStacksRuntime: vi.fn(real.createStacksRuntime) }
})
const { createStacksRuntime } = await import('../runtime/createStacksRuntime')
const built = vi.mocked(createStacksRuntime)

afterEach(() => {
  built.mockClear()
  vi.unstubAllGlobals()
})

describe('stacksAdapter: the wallet code loads after the page (issue 21)', () => {
  it('default: load() brings the wallet side (the conformance suite checks what it brings) without the runtime', async () => {
    const { wallet, entry } = devWallet()
    const { adapter } = setUpAdapter({ wallets: [entry] })
    await adapter.load?.()
    expect(adapter.isAddress?.(wallet.stxAddress('mainnet'), 'stacks:1')).toBe(true)
    expect(adapter.isAddress?.(wallet.stxAddress('mainnet'), 'stacks:2147483648')).toBe(false)
    expect(built).not.toHaveBeenCalled()
  })

  it('behavior: start() alone loads discovery: a wallet in window.wbip_providers is listed with connectorsChanged, without the runtime', async () => {
    const scope: Record<string, unknown> = {}
    const { wallet } = devWallet()
    wallet.register(scope)
    vi.stubGlobal('window', scope)
    const { adapter, events } = setUpAdapter({ discover: true })
    adapter.start?.()
    // The import is under way: nothing is listed yet, and no event was emitted for an empty list.
    expect(adapter.connectors()).toEqual([])
    expect(events).toEqual([])
    await until(() => events.length > 0, 'connectorsChanged')
    expect(events).toEqual([{ type: 'connectorsChanged' }])
    expect(adapter.connectors().map((connector) => connector.id)).toEqual([wallet.info.id])
    expect(built).not.toHaveBeenCalled()
  })

  it('behavior: connect and signMessage work on an adapter that was neither started nor loaded; the runtime is built once', async () => {
    const { wallet, entry } = devWallet()
    const { adapter } = setUpAdapter({ wallets: [entry] })
    const [connection, again] = await Promise.all([
      adapter.connect({ connectorId: wallet.info.id }),
      adapter.connect({ connectorId: wallet.info.id }),
    ])
    expect(again).toEqual(connection)
    const address = connection.accounts[0]?.address ?? 'stacks:1:none'
    const signature = await adapter.signMessage({ address, message: 'hi' })
    expect(await adapter.verifySignature?.({ message: 'hi', signature, address })).toBe(true)
    await adapter.selectNetwork?.({ connectorId: wallet.info.id, networkId: 'stacks:1' })
    expect(built).toHaveBeenCalledTimes(1)
  })
})

import { WalletRequestError } from '@latch/core'
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

const signIn = (address: string) => ({
  domain: 'app.example',
  accountAddress: `stacks:1:${address}`,
  uri: 'https://app.example',
  version: '1',
  chainId: 'stacks:1' as const,
  nonce: 'abcdefgh12',
  issuedAt: '2026-01-01T00:00:00.000Z',
})

describe('stacksAdapter: the wallet code loads after the page (issue 21)', () => {
  it('default: before load(), connectors() is empty, getProvider finds nothing, and isAddress and formatSignInMessage throw WalletRequestError asking for load()', async () => {
    const { wallet, entry } = devWallet()
    const { adapter } = setUpAdapter({ wallets: [entry] })
    const address = wallet.stxAddress('mainnet')
    expect(adapter.connectors()).toEqual([])
    expect(adapter.getProvider?.(wallet.info.id)).toBeUndefined()
    for (const call of [
      () => adapter.isAddress?.(address),
      () => adapter.formatSignInMessage?.(signIn(address)),
    ]) {
      expect(call).toThrowError(WalletRequestError)
      expect(call).toThrowError(expect.objectContaining({ details: expect.stringContaining('load()') }))
    }

    await adapter.load?.()
    expect(adapter.connectors().map((connector) => connector.id)).toEqual([wallet.info.id])
    expect(adapter.getProvider?.(wallet.info.id)).toBe(wallet.provider)
    expect(adapter.isAddress?.(address, 'stacks:1')).toBe(true)
    expect(adapter.isAddress?.(address, 'stacks:2147483648')).toBe(false)
    expect(adapter.formatSignInMessage?.(signIn(address))).toContain(
      `app.example wants you to sign in with your Stacks account:\n${address}\n`,
    )
    // Resolves at once when the code is in; the @stacks runtime was not needed for any of it.
    await expect(adapter.load?.()).resolves.toBeUndefined()
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

import { WalletRequestError } from '@latch/core'
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
const SIGN_IN = {
  domain: 'app.example',
  accountAddress: ADDRESS,
  uri: 'https://app.example',
  version: '1',
  chainId: 'cosmos:cosmoshub-4',
  nonce: 'abcdefgh12',
  issuedAt: '2026-01-01T00:00:00.000Z',
} as const

describe('cosmosAdapter: the wallet code loads after the page (issue 21)', () => {
  it('default: before load(), connectors() is empty, getProvider finds nothing, and isAddress and formatSignInMessage throw WalletRequestError asking for load()', async () => {
    const window = testWindow()
    const wallet = installDevWallet(window)
    const adapter = cosmosAdapter({
      window,
      wallets: [{ id: 'embedded', name: 'Embedded', provider: wallet.provider }],
    })
    adapter.setup(adapterContext())
    expect(adapter.connectors()).toEqual([])
    expect(adapter.getProvider?.('embedded')).toBeUndefined()
    for (const call of [() => adapter.isAddress?.(ADDRESS), () => adapter.formatSignInMessage?.(SIGN_IN)]) {
      expect(call).toThrowError(WalletRequestError)
      expect(call).toThrowError(expect.objectContaining({ details: expect.stringContaining('load()') }))
    }

    await adapter.load?.()
    // Loaded but not started: the host's own wallet is listed, nothing is discovered on the page yet.
    expect(adapter.connectors().map((connector) => connector.id)).toEqual(['embedded'])
    expect(adapter.getProvider?.('embedded')).toBe(wallet.provider)
    expect(adapter.formatSignInMessage?.(SIGN_IN)).toContain(
      `app.example wants you to sign in with your Cosmos account:\n${ADDRESS}\n`,
    )
    await expect(adapter.load?.()).resolves.toBeUndefined()
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

  it('behavior: connect works on an adapter that was neither started nor loaded', async () => {
    const window = testWindow()
    const wallet = installDevWallet(window)
    const adapter = cosmosAdapter({
      window,
      wallets: [{ id: 'embedded', name: 'Embedded', provider: wallet.provider }],
    })
    adapter.setup(adapterContext())
    const connection = await adapter.connect({ connectorId: 'embedded', networkId: cosmosHub.id })
    expect(mainAddress(connection)).toBe(`cosmos:cosmoshub-4:${await wallet.addressOn('cosmoshub-4')}`)
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

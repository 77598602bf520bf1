import { afterEach, describe, expect, it, vi } from 'vitest'
import { devWallet, setUpAdapter } from '../../test/testContext'
import { suiAdapter } from './suiAdapter'

// The real runtime module, with its factory wrapped so a test can count how often it was built.
vi.mock('../runtime/createSuiRuntime', async (importOriginal) => {
  const real = await importOriginal<typeof import('../runtime/createSuiRuntime')>()
  return { ...real, createSuiRuntime: vi.fn(real.createSuiRuntime) }
})
const { createSuiRuntime } = await import('../runtime/createSuiRuntime')
const built = vi.mocked(createSuiRuntime)

const ADDRESS = `0x${'5'.repeat(64)}`

afterEach(() => {
  built.mockClear()
  vi.unstubAllGlobals()
})

describe('suiAdapter: the @mysten/sui runtime loads on connect, not before', () => {
  it('default: start() and load() bring discovery, isAddress and formatSignInMessage without the runtime, even when the browser is idle', async () => {
    const idle: (() => void)[] = []
    vi.stubGlobal('window', { requestIdleCallback: (callback: () => void) => idle.push(callback) })
    const { adapter } = setUpAdapter(suiAdapter({ wallets: [devWallet()], discover: false }))
    adapter.start?.()
    await adapter.load?.()
    expect(adapter.connectors()).toHaveLength(1)
    expect(adapter.isAddress?.(ADDRESS)).toBe(true)
    expect(
      adapter.formatSignInMessage?.({
        domain: 'app.example',
        accountAddress: `sui:mainnet:${ADDRESS}`,
        uri: 'https://app.example',
        version: '1',
        chainId: 'sui:mainnet',
        nonce: 'abcdefgh12',
        issuedAt: '2026-01-01T00:00:00.000Z',
      }),
    ).toContain(`app.example wants you to sign in with your Sui account:\n${ADDRESS}\n`)
    for (const callback of idle) callback()
    await vi.dynamicImportSettled()
    expect(idle).toEqual([])
    expect(built).not.toHaveBeenCalled()
  })

  it('behavior: connect loads it once; signing and balance reuse it', async () => {
    const wallet = devWallet()
    const { adapter } = setUpAdapter(suiAdapter({ wallets: [wallet], discover: false }))
    const { accounts } = await adapter.connect({ connectorId: wallet.name })
    expect(built).toHaveBeenCalledTimes(1)
    const address = accounts[0]?.address ?? 'sui:localnet:none'
    await Promise.all([adapter.getBalance?.({ address }), adapter.signMessage({ address, message: 'hi' })])
    expect(built).toHaveBeenCalledTimes(1)
  })

  it('behavior: reconnect loads it too (a stored connection is restored)', async () => {
    const wallet = devWallet()
    await wallet.features['standard:connect'].connect()
    const { adapter } = setUpAdapter(suiAdapter({ wallets: [wallet], discover: false }))
    expect(await adapter.reconnect({ connectorId: wallet.name, namespace: 'sui' })).not.toBeNull()
    expect(built).toHaveBeenCalledTimes(1)
  })
})

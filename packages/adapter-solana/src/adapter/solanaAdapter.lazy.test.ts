import { afterEach, describe, expect, it, vi } from 'vitest'
import { fundedDevWallet, setUpAdapter } from '../../test/testContext'
import { solanaAdapter } from './solanaAdapter'

// The real runtime module, with its factory wrapped so a test can count how often it was built.
vi.mock('../runtime/createSolanaRuntime', async (importOriginal) => {
  const real = await importOriginal<typeof import('../runtime/createSolanaRuntime')>()
  return { ...real, createSolanaRuntime: vi.fn(real.createSolanaRuntime) }
})
const { createSolanaRuntime } = await import('../runtime/createSolanaRuntime')
const built = vi.mocked(createSolanaRuntime)

const ADDRESS = 'Vote111111111111111111111111111111111111111'

afterEach(() => {
  built.mockClear()
  vi.unstubAllGlobals()
})

describe('solanaAdapter: the @solana/web3.js runtime loads on demand', () => {
  it('default: start() and load() bring the wallet side without the runtime (the suite checks what they bring)', async () => {
    const { adapter } = setUpAdapter(solanaAdapter())
    adapter.start?.()
    await adapter.load?.()
    expect(adapter.isAddress?.(ADDRESS)).toBe(true)
    expect(built).not.toHaveBeenCalled()
  })

  it('behavior: connect and signMessage need no runtime; the first balance read loads it, once', async () => {
    const wallet = await fundedDevWallet(1)
    const { adapter } = setUpAdapter(solanaAdapter({ wallets: [wallet], discover: false }))
    const connection = await adapter.connect({ connectorId: wallet.name })
    const address = connection.accounts[0]?.address
    if (!address) throw new Error('no account')
    expect(await adapter.signMessage({ address, message: 'hi' })).toBeTypeOf('string')
    expect(built).not.toHaveBeenCalled()
    const [first, second] = await Promise.all([
      adapter.getBalance?.({ address }),
      adapter.getBalance?.({ address }),
    ])
    expect(first?.formatted).toBe('1')
    expect(second).toEqual(first)
    await adapter.getBalance?.({ address })
    expect(built).toHaveBeenCalledTimes(1)
  })

  it('behavior: in the browser start() only discovers: nothing is imported on idle for a visitor who does not connect (issue 21)', async () => {
    const idle: (() => void)[] = []
    vi.stubGlobal('window', { requestIdleCallback: (callback: () => void) => idle.push(callback) })
    const { adapter } = setUpAdapter(solanaAdapter({ discover: false }))
    adapter.start?.()
    for (const callback of idle) callback()
    await vi.dynamicImportSettled()
    expect(idle).toEqual([])
    expect(built).not.toHaveBeenCalled()
  })

  it('default: on the server start() loads no runtime', async () => {
    const { adapter } = setUpAdapter(solanaAdapter({ discover: false }))
    adapter.start?.()
    await vi.dynamicImportSettled()
    expect(built).not.toHaveBeenCalled()
  })
})

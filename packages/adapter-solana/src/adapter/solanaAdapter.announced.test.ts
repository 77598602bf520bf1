import { createDevWallet, registerDevWallet } from '@latch/fixture-solana/devWallet'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { rpcUrl, setUpAdapter } from '../../test/testContext'
import { solanaAdapter } from './solanaAdapter'

// Its own file: Wallet Standard's `getWallets()` is a module singleton that asks for wallets only if a window
// existed when it was first called, so this file's page (a stubbed window) must be there from the start.

// The real wallet-side and runtime modules, their factories wrapped so a test sees whether they were imported.
vi.mock('./createSolanaWalletSide', async (importOriginal) => {
  const real = await importOriginal<typeof import('./createSolanaWalletSide')>()
  return { ...real, createSolanaWalletSide: vi.fn(real.createSolanaWalletSide) }
})
vi.mock('../runtime/createSolanaRuntime', async (importOriginal) => {
  const real = await importOriginal<typeof import('../runtime/createSolanaRuntime')>()
  return { ...real, createSolanaRuntime: vi.fn(real.createSolanaRuntime) }
})
const createSide = vi.mocked((await import('./createSolanaWalletSide')).createSolanaWalletSide)
const built = vi.mocked((await import('../runtime/createSolanaRuntime')).createSolanaRuntime)

afterEach(() => {
  vi.unstubAllGlobals()
})

describe('solanaAdapter: wallets announced before any wallet code (issue 39)', () => {
  it('behavior: in the browser a Wallet Standard wallet is listed with its name and icon before the wallet side loads, one of another chain is not; loading lists it under the same id (issue 39)', async () => {
    vi.stubGlobal('window', new EventTarget())
    const early = createDevWallet({ rpcUrl: rpcUrl() })
    registerDevWallet(early)
    const { adapter, events } = setUpAdapter(solanaAdapter())
    adapter.start?.()
    expect(adapter.connectors()).toEqual([
      {
        id: early.name,
        name: early.name,
        namespace: 'solana',
        type: 'announced',
        installed: true,
        imageUrl: early.icon,
      },
    ])
    expect(events).toContainEqual({ type: 'connectorsChanged' })
    // A wallet of another chain registering is not listed.
    registerDevWallet(createDevWallet({ rpcUrl: rpcUrl(), name: 'Sui only', chains: ['sui:mainnet'] }))
    expect(adapter.connectors().map((connector) => connector.id)).toEqual([early.name])
    await vi.dynamicImportSettled()
    expect(createSide).not.toHaveBeenCalled()
    // The pick's load: the wallet side's own discovery lists the same wallet under the same id.
    await adapter.load?.()
    expect(createSide).toHaveBeenCalledTimes(1)
    expect(adapter.connectors().map((connector) => connector.id)).toEqual([early.name])
    expect(built).not.toHaveBeenCalled()
  })
})

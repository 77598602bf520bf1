import { WalletRequestError } from '@latch/core'
import { describe, expect, it, vi } from 'vitest'
import { devWallet, setUpAdapter } from '../../test/testContext'
import { suiAdapter } from './suiAdapter'

// The real wallet-side module, whose export fails to arrive once as a chunk that could not be fetched does.
const chunk = vi.hoisted(() => ({ failNext: false }))
vi.mock('./createSuiWalletSide', async (importOriginal) => {
  const real = await importOriginal<typeof import('./createSuiWalletSide')>()
  return {
    get createSuiWalletSide() {
      if (chunk.failNext) {
        chunk.failNext = false
        throw new TypeError('Failed to fetch dynamically imported module')
      }
      return real.createSuiWalletSide
    },
  }
})

describe('suiAdapter: the wallet code fails to load', () => {
  it('behavior: a failed import is a WalletRequestError (chunkLoadError), and the next call imports again and connects', async () => {
    const wallet = devWallet()
    const { adapter } = setUpAdapter(suiAdapter({ wallets: [wallet], discover: false }))
    chunk.failNext = true
    const failed = adapter.connect({ connectorId: wallet.name })
    await expect(failed).rejects.toThrowError(WalletRequestError)
    await expect(failed).rejects.toThrowError(
      expect.objectContaining({ details: 'Failed to fetch dynamically imported module' }),
    )
    expect(adapter.connectors()).toEqual([])
    expect(() => adapter.isAddress?.(`0x${'5'.repeat(64)}`)).toThrowError(WalletRequestError)

    const connection = await adapter.connect({ connectorId: wallet.name })
    expect(connection.accounts[0]?.address).toBe(`sui:localnet:${wallet.address}`)
    expect(adapter.connectors().map((connector) => connector.id)).toEqual([wallet.name])
  })

  it('behavior: start() on a failed import logs a warning instead of throwing; load() then rejects with the chunk error once and succeeds the next time', async () => {
    const wallet = devWallet()
    const { adapter, context } = setUpAdapter(suiAdapter({ wallets: [wallet], discover: false }))
    chunk.failNext = true
    adapter.start?.()
    const logger = context.logger as unknown as { entries: { level: string; message: string }[] }
    await vi.waitFor(() =>
      expect(logger.entries).toContainEqual(
        expect.objectContaining({ level: 'warn', message: 'sui: could not load wallet discovery' }),
      ),
    )
    expect(adapter.connectors()).toEqual([])
    await adapter.load?.()
    expect(adapter.connectors().map((connector) => connector.id)).toEqual([wallet.name])
  })
})

import { WalletRequestError } from '@latch/core'
import { describe, expect, it, vi } from 'vitest'
import { walletAndAdapter } from '../../test/testContext'
import { bitcoinRegtest } from '../networks/bitcoinNetworks'

// The real wallet-side module, whose export fails to arrive once as a chunk that could not be fetched does.
const chunk = vi.hoisted(() => ({ failNext: false }))
vi.mock('./createBitcoinWalletSide', async (importOriginal) => {
  const real = await importOriginal<typeof import('./createBitcoinWalletSide')>()
  return {
    get createBitcoinWalletSide() {
      if (chunk.failNext) {
        chunk.failNext = false
        throw new TypeError('Failed to fetch dynamically imported module')
      }
      return real.createBitcoinWalletSide
    },
  }
})

describe('bitcoinAdapter: the wallet code fails to load', () => {
  it('behavior: a failed import is a WalletRequestError (chunkLoadError), and the next call imports again and connects', async () => {
    const { adapter, connectorId } = walletAndAdapter({ seed: 'load-failure' })
    chunk.failNext = true
    const failed = adapter.connect({ connectorId, networkId: bitcoinRegtest.id })
    await expect(failed).rejects.toThrowError(WalletRequestError)
    await expect(failed).rejects.toThrowError(
      expect.objectContaining({ details: 'Failed to fetch dynamically imported module' }),
    )
    expect(adapter.connectors()).toEqual([])
    expect(() => adapter.isAddress?.('bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4')).toThrowError(
      WalletRequestError,
    )

    const connection = await adapter.connect({ connectorId, networkId: bitcoinRegtest.id })
    expect(connection.connectorId).toBe(connectorId)
    expect(adapter.connectors().map((connector) => connector.id)).toEqual([connectorId])
  })

  it('behavior: start() on a failed import logs a warning instead of throwing; load() then imports again', async () => {
    const { adapter, context, connectorId } = walletAndAdapter({ seed: 'load-failure-start' })
    chunk.failNext = true
    adapter.start?.()
    const logger = context.logger as unknown as { entries: { level: string; message: string }[] }
    await vi.waitFor(() =>
      expect(logger.entries).toContainEqual({
        level: 'warn',
        message: 'bip122: could not load wallet discovery',
      }),
    )
    expect(adapter.connectors()).toEqual([])
    await adapter.load?.()
    expect(adapter.connectors().map((connector) => connector.id)).toEqual([connectorId])
  })
})

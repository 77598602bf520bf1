import { WalletRequestError } from '@latch/core'
import { describe, expect, it, vi } from 'vitest'
import { fundedDevWallet, setUpAdapter } from '../../test/testContext'
import { solanaAdapter } from './solanaAdapter'

// The real wallet-side module, whose export fails to arrive once as a chunk that could not be fetched does.
const chunk = vi.hoisted(() => ({ failNext: false }))
vi.mock('./createSolanaWalletSide', async (importOriginal) => {
  const real = await importOriginal<typeof import('./createSolanaWalletSide')>()
  return {
    get createSolanaWalletSide() {
      if (chunk.failNext) {
        chunk.failNext = false
        throw new TypeError('Failed to fetch dynamically imported module')
      }
      return real.createSolanaWalletSide
    },
  }
})

describe('solanaAdapter: the wallet code fails to load', () => {
  it('behavior: a failed import is a WalletRequestError, and the next call imports again and connects', async () => {
    const wallet = await fundedDevWallet(0)
    const { adapter } = setUpAdapter(solanaAdapter({ wallets: [wallet], discover: false }))
    chunk.failNext = true
    const failed = adapter.connect({ connectorId: wallet.name })
    await expect(failed).rejects.toThrowError(WalletRequestError)
    await expect(failed).rejects.toThrowError(
      expect.objectContaining({ details: 'Failed to fetch dynamically imported module' }),
    )
    expect(adapter.connectors()).toEqual([])

    const connection = await adapter.connect({ connectorId: wallet.name })
    expect(connection.accounts[0]?.address).toBe(`solana:localnet:${wallet.address}`)
    expect(adapter.connectors().map((connector) => connector.id)).toEqual([wallet.name])
  })
})

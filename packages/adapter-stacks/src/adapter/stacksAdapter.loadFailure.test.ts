import { WalletRequestError } from '@latch/core'
import { describe, expect, it, vi } from 'vitest'
import { adapterContext, devWallet, recordingLogger, setUpAdapter, until } from '../../test/testContext'

// The real wallet-side module, whose export fails to arrive once as a chunk that could not be fetched does.
const chunk = vi.hoisted(() => ({ failNext: false }))
vi.mock('./createStacksWalletSide', async (importOriginal) => {
  const real = await importOriginal<typeof import('./createStacksWalletSide')>()
  return {
    get createStacksWalletSide() {
      if (chunk.failNext) {
        chunk.failNext = false
        throw new TypeError('Failed to fetch dynamically imported module')
      }
      return real.createStacksWalletSide
    },
  }
})

describe('stacksAdapter: the wallet code fails to load', () => {
  it('behavior: a failed import is a WalletRequestError (chunkLoadError), and the next call imports again and connects', async () => {
    const { wallet, entry } = devWallet()
    const { adapter } = setUpAdapter({ wallets: [entry] })
    chunk.failNext = true
    const failed = adapter.connect({ connectorId: wallet.info.id })
    await expect(failed).rejects.toThrowError(WalletRequestError)
    await expect(failed).rejects.toThrowError(
      expect.objectContaining({ details: 'Failed to fetch dynamically imported module' }),
    )
    expect(adapter.connectors()).toEqual([])
    expect(() => adapter.isAddress?.(wallet.stxAddress('testnet'))).toThrowError(WalletRequestError)

    const connection = await adapter.connect({ connectorId: wallet.info.id })
    expect(connection.accounts[0]?.address).toBe(`stacks:2147483648:${wallet.stxAddress('testnet')}`)
    expect(adapter.connectors().map((connector) => connector.id)).toEqual([wallet.info.id])
  })

  it('behavior: a failed import in start() is logged, not thrown; load() imports again and lists the wallet', async () => {
    const { wallet, entry } = devWallet()
    const logger = recordingLogger()
    const { adapter, events } = setUpAdapter({ wallets: [entry] }, adapterContext(logger))
    chunk.failNext = true
    expect(() => adapter.start?.()).not.toThrow()
    await until(() => logger.entries.length > 0, 'the warning')
    expect(logger.entries).toEqual([
      {
        level: 'warn',
        message: 'stacks: could not load wallet discovery',
        data: expect.objectContaining({
          name: 'WalletRequestError',
          details: 'Failed to fetch dynamically imported module',
        }),
      },
    ])
    expect(events).toEqual([])

    await adapter.load?.()
    expect(events).toEqual([{ type: 'connectorsChanged' }])
    expect(adapter.connectors().map((connector) => connector.id)).toEqual([wallet.info.id])
    expect(adapter.isAddress?.(wallet.stxAddress('testnet'), 'stacks:2147483648')).toBe(true)
  })
})

import { WalletRequestError } from '@latch/core'
import { describe, expect, it, vi } from 'vitest'
import { adapterContext, installDevWallet, recordingLogger, testWindow } from '../../test/testContext'
import { cosmosHub } from '../networks/cosmosNetworks'
import { cosmosAdapter } from './cosmosAdapter'

// The real wallet-side module, whose export fails to arrive once as a chunk that could not be fetched does.
const chunk = vi.hoisted(() => ({ failNext: false }))
vi.mock('./createCosmosWalletSide', async (importOriginal) => {
  const real = await importOriginal<typeof import('./createCosmosWalletSide')>()
  return {
    get createCosmosWalletSide() {
      if (chunk.failNext) {
        chunk.failNext = false
        throw new TypeError('Failed to fetch dynamically imported module')
      }
      return real.createCosmosWalletSide
    },
  }
})

describe('cosmosAdapter: the wallet code fails to load', () => {
  it('behavior: a failed import is a WalletRequestError (chunkLoadError), and the next call imports again and connects', async () => {
    const window = testWindow()
    const wallet = installDevWallet(window)
    const adapter = cosmosAdapter({
      window,
      discover: false,
      wallets: [{ id: 'embedded', name: 'Embedded', provider: wallet.provider }],
    })
    adapter.setup(adapterContext())
    chunk.failNext = true
    const failed = adapter.connect({ connectorId: 'embedded', networkId: cosmosHub.id })
    await expect(failed).rejects.toThrowError(WalletRequestError)
    await expect(failed).rejects.toThrowError(
      expect.objectContaining({ details: 'Failed to fetch dynamically imported module' }),
    )
    expect(adapter.connectors()).toEqual([])
    expect(() => adapter.isAddress?.('cosmos1qypqxpq9qcrsszg2pvxq6rs0zqg3yyc5lzv7xu')).toThrowError(
      WalletRequestError,
    )

    const connection = await adapter.connect({ connectorId: 'embedded', networkId: cosmosHub.id })
    expect(connection.accounts[0]?.address).toBe(
      `cosmos:cosmoshub-4:${await wallet.addressOn('cosmoshub-4')}`,
    )
    expect(adapter.connectors().map((connector) => connector.id)).toEqual(['embedded'])
  })

  it('behavior: a failed import in start() is logged, not thrown; load() imports again and discovery runs', async () => {
    const window = testWindow()
    installDevWallet(window)
    const logger = recordingLogger()
    const adapter = cosmosAdapter({ window })
    adapter.setup(adapterContext(logger))
    const events: unknown[] = []
    adapter.subscribe((event) => events.push(event))
    chunk.failNext = true
    expect(() => adapter.start?.()).not.toThrow()
    await vi.waitFor(() => expect(logger.entries).toHaveLength(1))
    expect(logger.entries).toEqual([
      {
        level: 'warn',
        message: 'cosmos: could not load wallet discovery',
        data: expect.objectContaining({
          name: 'WalletRequestError',
          details: 'Failed to fetch dynamically imported module',
        }),
      },
    ])
    expect(events).toEqual([])

    await adapter.load?.()
    expect(events).toEqual([{ type: 'connectorsChanged' }])
    expect(adapter.connectors().map((connector) => connector.id)).toEqual(['latch-dev-cosmos'])
  })
})

import { WalletRequestError } from '@latch/core'
import { createPolkadotDevWallet } from '@latch/fixture-polkadot/devWallet'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { adapterContext, recordingLogger } from '../../test/testContext'
import { polkadotAdapter } from './polkadotAdapter'

// The real wallet-side module, whose export fails to arrive once as a chunk that could not be fetched does.
const chunk = vi.hoisted(() => ({ failNext: false }))
vi.mock('./createPolkadotWalletSide', async (importOriginal) => {
  const real = await importOriginal<typeof import('./createPolkadotWalletSide')>()
  return {
    get createPolkadotWalletSide() {
      if (chunk.failNext) {
        chunk.failNext = false
        throw new TypeError('Failed to fetch dynamically imported module')
      }
      return real.createPolkadotWalletSide
    },
  }
})

afterEach(() => {
  vi.unstubAllGlobals()
})

/** Node has no window: the dev extension is injected into a page object that stands for it. */
function pageWithExtension() {
  const page = {}
  createPolkadotDevWallet().inject(page as never)
  vi.stubGlobal('window', page)
}

describe('polkadotAdapter: the wallet code fails to load', () => {
  it('behavior: a failed import is a WalletRequestError (chunkLoadError), and the next call imports again and connects', async () => {
    pageWithExtension()
    const adapter = polkadotAdapter({ appName: 'Latch test', discoveryWindowMs: 0 })
    adapter.setup(adapterContext())
    chunk.failNext = true
    const failed = adapter.connect({ connectorId: 'latch-dev-polkadot' })
    await expect(failed).rejects.toThrowError(WalletRequestError)
    await expect(failed).rejects.toThrowError(
      expect.objectContaining({ details: 'Failed to fetch dynamically imported module' }),
    )
    expect(adapter.connectors()).toEqual([])
    expect(() => adapter.isAddress?.('5GrwvaEF5zXb26Fz9rcQpDWS57CtERHpNehXCPcNoHGKutQY')).toThrowError(
      WalletRequestError,
    )

    const connection = await adapter.connect({ connectorId: 'latch-dev-polkadot' })
    expect(connection.connectorId).toBe('latch-dev-polkadot')
    expect(adapter.connectors().map((connector) => connector.id)).toEqual(['latch-dev-polkadot'])
  })

  it('behavior: start() on a failed import logs a warning instead of throwing; load() then imports again', async () => {
    pageWithExtension()
    const logger = recordingLogger()
    const adapter = polkadotAdapter({ appName: 'Latch test', discoveryWindowMs: 0 })
    adapter.setup({ ...adapterContext(), logger })
    chunk.failNext = true
    adapter.start?.()
    await vi.waitFor(() =>
      expect(logger.entries).toContainEqual({
        level: 'warn',
        message: 'polkadot: could not load wallet discovery',
      }),
    )
    expect(adapter.connectors()).toEqual([])
    await adapter.load?.()
    expect(adapter.connectors().map((connector) => connector.id)).toEqual(['latch-dev-polkadot'])
  })
})

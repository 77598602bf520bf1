import { expect, it } from 'vitest'
import { WalletRequestError } from '../errors/classes/WalletRequestError'
import { freshHarness, until } from './harness'
import type { AdapterConformanceOptions } from './types'

const IMPORT_FAILED = 'Failed to fetch dynamically imported module'

/**
 * The wallet side's chunk cannot be fetched once (offline, a replaced deploy): typed errors, nothing half-loaded,
 * and the next call imports again. Skipped without `options.loadFailure`.
 */
export function loadFailureChecks(options: AdapterConformanceOptions): void {
  it('load failure: a failed import is chunkLoadError (WalletRequestError with the import message); nothing is listed; the next call imports again and connects', async (test) => {
    if (!options.loadFailure) return test.skip()
    const { adapter, wallet } = await freshHarness(options)
    options.loadFailure.failNextImport()
    const failed = adapter.connect({ connectorId: wallet.connectorId })
    await expect(failed).rejects.toThrowError(
      expect.objectContaining({
        name: 'WalletRequestError',
        message: new WalletRequestError().message,
        details: IMPORT_FAILED,
      }),
    )
    expect(adapter.connectors()).toEqual([])
    expect(() => adapter.isAddress?.(options.address)).toThrowError(WalletRequestError)

    adapter.start?.()
    const connection = await adapter.connect({ connectorId: wallet.connectorId })
    expect(connection.accounts.length).toBeGreaterThan(0)
    expect(adapter.connectors().map((connector) => connector.id)).toContain(wallet.connectorId)
  })

  it('load failure: start() on a failed import logs `<namespace>: could not load wallet discovery` and throws nothing; load() then imports again (an adapter whose start() imports nothing: load() fails once, then imports again)', async (test) => {
    if (!options.loadFailure) return test.skip()
    const { adapter, wallet, warnings } = await freshHarness(options)
    options.loadFailure.failNextImport()
    expect(() => adapter.start?.()).not.toThrow()
    if (adapter.startsWithoutCode && typeof window !== 'undefined') {
      await expect(adapter.load?.()).rejects.toMatchObject({
        name: 'WalletRequestError',
        details: IMPORT_FAILED,
      })
      expect(warnings).toEqual([])
    } else {
      await until(() => warnings.length > 0, 'a warning')
      expect(warnings).toEqual([
        {
          level: 'warn',
          message: `${adapter.namespace}: could not load wallet discovery`,
          data: expect.objectContaining({ name: 'WalletRequestError', details: IMPORT_FAILED }),
        },
      ])
    }
    await adapter.load?.()
    expect(adapter.connectors().map((connector) => connector.id)).toContain(wallet.connectorId)
  })
}

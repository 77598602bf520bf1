import { afterEach, describe } from 'vitest'
import { connectionChecks } from './connectionChecks'
import { firstLoadChecks } from './firstLoadChecks'
import { loadFailureChecks } from './loadFailureChecks'
import { loadingChecks } from './loadingChecks'
import { signInChecks } from './signInChecks'
import type { AdapterConformanceOptions } from './types'

/**
 * The checks every Latch adapter passes, for an adapter to run against itself (vitest): the contract's rules for
 * connect, accounts (CAIP-10), events, typed errors and sign-in messages; for a first-load shell, loading, a
 * failed import and its retry; and the first-load split. Each check drives the real adapter and the real test
 * wallet `options.setup()` returns; a check whose ability the adapter or wallet lacks is skipped, not passed.
 */
export function describeAdapterConformance(options: AdapterConformanceOptions): void {
  describe(`${options.name}: adapter conformance`, () => {
    afterEach(async () => {
      await options.cleanup?.()
    })
    connectionChecks(options)
    signInChecks(options)
    loadingChecks(options)
    loadFailureChecks(options)
    if (options.firstLoad) firstLoadChecks(options.firstLoad)
  })
}

import type { Latch } from '../../latch/types'
import { unsupportedProvider } from '../../notices/catalogue'
import type { FlowContext } from './flowContext'
import { setAlert } from './notices'

// Providers already named in an alert on this page, per client (spec §8: shown once each).
const alerted = new WeakMap<Latch, Set<string>>()

/**
 * Shows the 'X is not supported' alert for a wallet provider that cannot do what connecting needs (it answered
 * `MethodNotSupportedError`), once per provider and page: a visitor who tries it again is not alerted again.
 */
export function alertUnsupportedProvider(context: FlowContext, name: string): void {
  const shown = alerted.get(context.latch) ?? new Set<string>()
  alerted.set(context.latch, shown)
  if (shown.has(name)) return
  shown.add(name)
  setAlert(context, unsupportedProvider(name))
}

import type { ChainNamespace } from '../../caip/namespaces'
import type { KeyValueStorage } from '../../options/types'
import { STORAGE_PREFIX } from './keys'

/** The `value` of a stored `{ v, value }` record as JSON gives it, unchecked; undefined when it cannot be read. */
function peekValue(storage: KeyValueStorage, name: string): unknown {
  try {
    const raw = storage.getItem(STORAGE_PREFIX + name)
    return raw === null ? undefined : (JSON.parse(raw) as { value?: unknown } | null)?.value
  } catch {
    return undefined
  }
}

/** Whether a full-page social login (its popup was blocked) left a pending login for this page to finish. */
export function peekPendingSocialLogin(storage: KeyValueStorage): boolean {
  const social = peekValue(storage, 'socialConnection') as { pendingAttempt?: unknown } | undefined
  return typeof social?.pendingAttempt === 'string'
}

/**
 * The namespaces whose stored connection looks restorable (status `connected` and a saved connection, spec §4),
 * read straight from the page's storage so the first load need not carry the storage service. Nothing is checked,
 * dropped or logged here: it only decides whether to show connecting and load the engine, whose reconnect reads
 * the same keys through the storage service's checks (RELIABILITY #1) before anything is restored.
 */
export function peekStoredReconnect(
  storage: KeyValueStorage,
  namespaces: Iterable<ChainNamespace>,
): ChainNamespace[] {
  const statuses = peekValue(storage, 'connectionStatus') as Record<string, unknown> | undefined
  const connections = peekValue(storage, 'connections') as Record<string, unknown[] | undefined> | undefined
  return [...namespaces].filter(
    (namespace) => statuses?.[namespace] === 'connected' && connections?.[namespace]?.[0] !== undefined,
  )
}

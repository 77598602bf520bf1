import { EMBEDDED_CONNECTOR_IDS } from '../adapter/embedded'
import type { ChainAdapter, Connector } from '../adapter/types'

const EMBEDDED_IDS = new Set(
  Object.entries(EMBEDDED_CONNECTOR_IDS).map(([namespace, id]) => `${namespace}:${id}`),
)

/** A wallet's name made safe to show (`toDisplayText`), or undefined when this one cannot (`asciiDisplayText`). */
export type DisplayName = (name: unknown) => string | undefined

/**
 * Every adapter's connectors as state holds them: the wallet-announced name made safe to show by `display`
 * (RELIABILITY #1 of the text kind: bidi overrides, invisible characters, unbounded length), so hooks and views
 * never see the raw one. Undefined when `display` cannot make one of the names safe: the caller lists them again
 * with `toDisplayText`.
 */
export function listConnectors(
  adapters: Iterable<ChainAdapter>,
  display: DisplayName,
): Connector[] | undefined {
  const listed: Connector[] = []
  for (const adapter of adapters)
    for (const connector of adapter.connectors()) {
      const name = display(connector.name)
      if (name === undefined) return undefined
      listed.push({
        ...connector,
        name: name || connector.id,
        // The embedded wallet's provider is announced like a wallet; it is the e-mail login, not a wallet to list.
        ...(EMBEDDED_IDS.has(`${connector.namespace}:${connector.id}`) ? { type: 'embedded' as const } : {}),
      })
    }
  return listed
}

import { EMBEDDED_CONNECTOR_IDS } from '../adapter/embedded'
import type { ChainAdapter, Connector } from '../adapter/types'
import { toDisplayText } from '../text/toDisplayText'

const EMBEDDED_IDS = new Set(
  Object.entries(EMBEDDED_CONNECTOR_IDS).map(([namespace, id]) => `${namespace}:${id}`),
)

/**
 * Every adapter's connectors as state holds them: the wallet-announced name made safe to show (RELIABILITY #1 of
 * the text kind: bidi overrides, invisible characters, unbounded length), so hooks and views never see the raw one.
 */
export function listConnectors(adapters: Iterable<ChainAdapter>): Connector[] {
  return [...adapters].flatMap((adapter) =>
    adapter.connectors().map((connector) => ({
      ...connector,
      name: toDisplayText(connector.name) || connector.id,
      // The embedded wallet's provider is announced like a wallet; it is the e-mail login, not a wallet to list.
      ...(EMBEDDED_IDS.has(`${connector.namespace}:${connector.id}`) ? { type: 'embedded' as const } : {}),
    })),
  )
}

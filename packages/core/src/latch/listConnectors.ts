import type { ChainAdapter, Connector } from '../adapter/types'
import { toDisplayText } from '../text/toDisplayText'

/**
 * Every adapter's connectors as state holds them: the wallet-announced name made safe to show (RELIABILITY #1 of
 * the text kind: bidi overrides, invisible characters, unbounded length), so hooks and views never see the raw one.
 */
export function listConnectors(adapters: Iterable<ChainAdapter>): Connector[] {
  return [...adapters].flatMap((adapter) =>
    adapter
      .connectors()
      .map((connector) => ({ ...connector, name: toDisplayText(connector.name) || connector.id })),
  )
}

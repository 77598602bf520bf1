/** The aggregators the fake speaks for. */
export type AggregatorName = 'zeroEx' | 'lifi' | 'jupiter'

/** A running fake of the 0x, LI.FI and Jupiter swap APIs on one port (they differ by path). */
export interface FakeAggregators {
  /** `http://127.0.0.1:<port>`: the base URL of each of the three APIs. */
  url: string
  /** Every request: method, path, query, headers and body (to check what the server sent, and with which key). */
  requests: {
    method: string
    path: string
    query: URLSearchParams
    headers: Record<string, string | string[] | undefined>
    body: string
  }[]
  /** The provider's next call gets its recorded no-route answer. */
  answerNoRoute(name: AggregatorName): void
  /** The provider's next call never answers (closed by `close`). */
  hang(name: AggregatorName): void
  close(): Promise<void>
}

/**
 * Starts the fake on a free 127.0.0.1 port. A request is answered with the recorded docs example whose path and
 * query it matches (recorded/*.json), else the provider's 400; with `apiKeys`, a provider's calls need its key in its
 * header (0x: `0x-api-key`, LI.FI: `x-lifi-api-key`, Jupiter: `x-api-key`), else 401; 0x needs `0x-version: v2`.
 */
export function startFakeAggregators(options?: {
  apiKeys?: Partial<Record<AggregatorName, string>>
}): Promise<FakeAggregators>

/** One token a price is asked for: its network (CAIP-2), address (or mint) and symbol as the token list has them. */
export interface PricedToken {
  chainId: string
  address: string
  symbol: string
}

/**
 * Where the swap token list's USD prices come from (the spec's swap token `price`; the kit multiplies it by what the
 * account holds for `value`). A host plugs in its own feed; the demo uses a local fixed one. Answers one entry per
 * token, in order: a price in USD for one whole token, or undefined when it has none.
 */
export interface PriceSource {
  prices(tokens: readonly PricedToken[]): Promise<readonly (number | undefined)[]>
}

/** A fixed feed: USD per whole token by symbol (case-insensitive); other tokens are unpriced. */
export function fixedPriceSource(bySymbol: Readonly<Record<string, number>>): PriceSource {
  const table = new Map(Object.entries(bySymbol).map(([symbol, usd]) => [symbol.toUpperCase(), usd]))
  return {
    async prices(tokens) {
      return tokens.map((token) => table.get(token.symbol.toUpperCase()))
    },
  }
}

/** A feed is given up after this long: the token list is still served, unpriced (RELIABILITY #5). */
const PRICE_TIMEOUT_MS = 3_000

/**
 * The prices for a token list: the source's where it gives a finite, non-negative number, else the configured
 * `fallback` (the token's own `priceUsd`), else null. A source that throws or takes longer than `timeoutMs` prices
 * nothing, and the list is served all the same.
 */
export async function readPrices(
  source: PriceSource | undefined,
  tokens: readonly (PricedToken & { fallback?: number | undefined })[],
  timeoutMs = PRICE_TIMEOUT_MS,
): Promise<(number | null)[]> {
  let answered: readonly (number | undefined)[] = []
  if (source) {
    let timer: ReturnType<typeof setTimeout> | undefined
    const late = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error('price source timed out')), timeoutMs)
    })
    try {
      answered = await Promise.race([source.prices(tokens), late])
    } catch {
      answered = []
    } finally {
      clearTimeout(timer)
    }
  }
  return tokens.map((token, index) => {
    const price = answered[index]
    if (typeof price === 'number' && Number.isFinite(price) && price >= 0) return price
    return token.fallback ?? null
  })
}

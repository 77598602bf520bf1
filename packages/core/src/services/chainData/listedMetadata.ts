import type { TokensOption } from '../../adapter/chainData'
import type { ActivityItem, TokenHolding } from '../../adapter/types'
import { listedTokens, tokenKey } from './tokensForNetwork'

/** Holdings with the host's symbol, name and icon where the host listed the token (see `ListedToken`). */
export function withListedMetadata(
  holdings: TokenHolding[],
  tokens: TokensOption | undefined,
): TokenHolding[] {
  if (!tokens) return holdings
  return holdings.map((holding) => {
    const listed = holding.address
      ? listedTokens(tokens, holding.networkId).get(tokenKey(holding.address))
      : undefined
    if (!listed) return holding
    return {
      ...holding,
      ...(listed.symbol ? { symbol: listed.symbol } : {}),
      ...(listed.name ? { name: listed.name } : {}),
      ...(listed.iconUrl ? { iconUrl: listed.iconUrl } : {}),
    }
  })
}

/** Activity amounts with the host's symbol where the host listed the token moved. */
export function withListedSymbols(items: ActivityItem[], tokens: TokensOption | undefined): ActivityItem[] {
  if (!tokens) return items
  return items.map((item) => {
    const address = item.amount?.tokenAddress
    const symbol = address ? listedTokens(tokens, item.networkId).get(tokenKey(address))?.symbol : undefined
    return symbol && item.amount ? { ...item, amount: { ...item.amount, symbol } } : item
  })
}

import type { TokensOption } from '../../adapter/chainData'
import type { ActivityItem, TokenHolding } from '../../adapter/types'
import { listedTokens, tokenKey } from './tokensForNetwork'

/**
 * Holdings with the host's symbol, name and icon where the host listed the token (see `ListedToken`); any other
 * token is marked `unverified`, whatever it calls itself, and keeps only what the chain said.
 */
export function withListedMetadata(
  holdings: TokenHolding[],
  tokens: TokensOption | undefined,
): TokenHolding[] {
  return holdings.map((holding) => {
    if (!holding.address) return holding
    const listed = listedTokens(tokens, holding.networkId).get(tokenKey(holding.address))
    if (!listed) {
      // A discovered token never borrows an icon from its source: only a listed token shows one.
      const { iconUrl: _, ...chainOnly } = holding
      return { ...chainOnly, unverified: true }
    }
    const { unverified: __, ...rest } = holding
    return {
      ...rest,
      ...(listed.symbol ? { symbol: listed.symbol } : {}),
      ...(listed.name ? { name: listed.name } : {}),
      ...(listed.iconUrl ? { iconUrl: listed.iconUrl } : {}),
    }
  })
}

/**
 * Activity amounts with the host's symbol and icon where the host listed the token moved; a token the host does not
 * list is marked `unverified` and shows no icon (an airdrop calling itself "USDC" must not read or look as USDC).
 */
export function withListedSymbols(items: ActivityItem[], tokens: TokensOption | undefined): ActivityItem[] {
  return items.map((item) => {
    if (!item.amount) return item
    const { unverified: _, iconUrl: __, ...amount } = item.amount
    const listed = amount.tokenAddress
      ? listedTokens(tokens, item.networkId).get(tokenKey(amount.tokenAddress))
      : undefined
    if (amount.tokenAddress && !listed) return { ...item, amount: { ...amount, unverified: true } }
    if (!listed) return { ...item, amount }
    return {
      ...item,
      amount: {
        ...amount,
        ...(listed.symbol ? { symbol: listed.symbol } : {}),
        ...(listed.iconUrl ? { iconUrl: listed.iconUrl } : {}),
      },
    }
  })
}

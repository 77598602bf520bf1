import type { ListedToken, TokensOption } from '../../adapter/chainData'
import type { CaipNetworkId } from '../../caip/types'

/** 0x addresses compare case-insensitively; mints and other addresses as they are. */
export function tokenKey(address: string): string {
  return address.startsWith('0x') ? address.toLowerCase() : address
}

/** The tokens the host listed for `networkId`, by `tokenKey` of their address, without duplicates (first wins). */
export function listedTokens(
  tokens: TokensOption | undefined,
  networkId: CaipNetworkId,
): Map<string, ListedToken> {
  const listed = tokens?.[networkId]
  const result = new Map<string, ListedToken>()
  if (!listed) return result
  const entries = Array.isArray(listed) ? listed : [listed as ListedToken]
  for (const entry of entries) {
    if (typeof entry?.address !== 'string' || entry.address.length === 0) continue
    const key = tokenKey(entry.address)
    if (!result.has(key)) result.set(key, entry)
  }
  return result
}

/** The token addresses the host listed for `networkId`, without duplicates (0x addresses compared case-insensitively). */
export function tokensForNetwork(tokens: TokensOption | undefined, networkId: CaipNetworkId): string[] {
  return [...listedTokens(tokens, networkId).values()].map((entry) => entry.address)
}

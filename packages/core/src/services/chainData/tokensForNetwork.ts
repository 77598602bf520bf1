import type { TokensOption } from '../../adapter/chainData'
import type { CaipNetworkId } from '../../caip/types'

/** The token addresses the host listed for `networkId`, without duplicates (0x addresses compared case-insensitively). */
export function tokensForNetwork(tokens: TokensOption | undefined, networkId: CaipNetworkId): string[] {
  const listed = tokens?.[networkId]
  if (!listed) return []
  const entries = Array.isArray(listed) ? listed : [listed as { address: string }]
  const seen = new Set<string>()
  const result: string[] = []
  for (const { address } of entries) {
    if (typeof address !== 'string' || address.length === 0) continue
    const key = address.startsWith('0x') ? address.toLowerCase() : address
    if (seen.has(key)) continue
    seen.add(key)
    result.push(address)
  }
  return result
}

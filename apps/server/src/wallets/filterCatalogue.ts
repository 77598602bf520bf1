import type { Project } from '../http/types'
import type { GetWalletsQuery } from './GetWalletsQuery'
import type { WalletListingJson } from './queryWallets'

/** A catalogue wallet held in memory: its listing, in catalogue order (rank, then id). */
export interface CachedWallet {
  listing: WalletListingJson
  /** The name lowercased once, for search and `names`. */
  lowerName: string
}

type ProjectLists = Pick<Project, 'featuredWalletIds' | 'includeWalletIds' | 'excludeWalletIds'>

/**
 * One page of `wallets` (in catalogue order) for the project and query, and the count of all matches: the same
 * answer as `queryWallets` gives from SQL (featured first in the project's order, then a search's prefix matches,
 * then catalogue order), computed in memory.
 */
export function filterCatalogue(
  wallets: readonly CachedWallet[],
  project: ProjectLists,
  query: GetWalletsQuery,
): { count: number; data: WalletListingJson[] } {
  const projectInclude = project.includeWalletIds.length > 0 ? new Set(project.includeWalletIds) : undefined
  const queryInclude = query.include.length > 0 ? new Set(query.include) : undefined
  const excluded = new Set([...project.excludeWalletIds, ...query.exclude])
  const namespaces =
    query.chains.length > 0 ? new Set(query.chains.map((chain) => chain.split(':')[0] ?? chain)) : undefined
  const search = query.search.toLowerCase()
  const names = query.names.length > 0 ? new Set(query.names.map((name) => name.toLowerCase())) : undefined
  const rdns = query.rdns.length > 0 ? new Set(query.rdns) : undefined
  const badges = [query.badge_type, query.badge].filter((badge) => badge !== undefined)

  const matches = wallets.filter(({ listing, lowerName }) => {
    if (projectInclude && !projectInclude.has(listing.id)) return false
    if (queryInclude && !queryInclude.has(listing.id)) return false
    if (excluded.has(listing.id)) return false
    if (namespaces && !listing.chains.some((chain) => namespaces.has(chain))) return false
    if (search && !lowerName.includes(search)) return false
    if (names && !names.has(lowerName)) return false
    if (rdns && (listing.rdns === null || !rdns.has(listing.rdns))) return false
    return badges.every((badge) => listing.badge_type === badge)
  })

  // A wallet listed twice takes its first place, as SQL's array_position does.
  const featured = new Map<string, number>()
  project.featuredWalletIds.forEach((id, index) => {
    if (!featured.has(id)) featured.set(id, index)
  })
  const featuredRank = (wallet: CachedWallet) => featured.get(wallet.listing.id) ?? Number.MAX_SAFE_INTEGER
  const prefixRank = (wallet: CachedWallet) => (search && wallet.lowerName.startsWith(search) ? 0 : 1)
  // A stable sort keeps catalogue order within equal keys.
  if (featured.size > 0 || search) {
    matches.sort((a, b) => featuredRank(a) - featuredRank(b) || prefixRank(a) - prefixRank(b))
  }
  const start = (query.page - 1) * query.entries
  return { count: matches.length, data: matches.slice(start, start + query.entries).map((w) => w.listing) }
}

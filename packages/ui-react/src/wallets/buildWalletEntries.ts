import type { ChainNamespace, Connector, RecentWallet } from '@latch/core'
import { toDisplayText } from '@latch/core'
import type { WalletEntry, WalletListing } from './types'

/** What the wallet rows are built from. */
export interface WalletEntriesInput {
  connectors: readonly Connector[]
  listing: readonly WalletListing[]
  /** Namespaces the host has adapters for: listing entries of other chains are left out. */
  namespaces: readonly ChainNamespace[]
  recent: readonly RecentWallet[]
  featuredWalletIds?: readonly string[]
  includeWalletIds?: readonly string[]
  excludeWalletIds?: readonly string[]
}

const sameWallet = (connector: Connector, listing: WalletListing) =>
  (connector.rdns !== undefined && connector.rdns === listing.rdns) ||
  connector.id === listing.id ||
  connector.name.trim().toLowerCase() === listing.name.trim().toLowerCase()

/**
 * Every wallet row, in the order the lists show them: recent, then installed, then featured (host order),
 * then the rest of the listing. Connectors found in the browser merge with their listing entry; e-mail and
 * social (embedded) connectors are not wallets and are left out; include/exclude ids filter the listing.
 */
export function buildWalletEntries(input: WalletEntriesInput): WalletEntry[] {
  const featured = input.featuredWalletIds ?? []
  const include = input.includeWalletIds?.length ? new Set(input.includeWalletIds) : undefined
  const exclude = new Set(input.excludeWalletIds ?? [])
  const listing = input.listing.filter(
    (entry) =>
      entry.chains.some((chain) => input.namespaces.includes(chain)) &&
      !exclude.has(entry.id) &&
      (!include || include.has(entry.id) || featured.includes(entry.id)),
  )
  const isRecent = (id: string, namespace?: ChainNamespace) =>
    input.recent.some(
      (wallet) => wallet.id === id && (namespace === undefined || wallet.namespace === namespace),
    )
  const used = new Set<string>()
  const entries: WalletEntry[] = []
  for (const connector of input.connectors) {
    if (connector.type === 'embedded' || connector.type === 'walletConnect') continue
    if (!input.namespaces.includes(connector.namespace)) continue
    const match = listing.find((entry) => sameWallet(connector, entry))
    if (match) used.add(match.id)
    const imageUrl = connector.imageUrl ?? match?.imageUrl
    const imageId = imageUrl ? undefined : match?.imageId
    const homepage = match?.homepage
    entries.push({
      key: `${connector.namespace}:${connector.id}`,
      name: toDisplayText(connector.name) || connector.id,
      ...(imageUrl ? { imageUrl } : {}),
      ...(imageId ? { imageId } : {}),
      ...(homepage ? { homepage } : {}),
      connector: { id: connector.id, namespace: connector.namespace },
      installed: connector.installed,
      recent: isRecent(connector.id, connector.namespace),
      featured: match !== undefined && featured.includes(match.id),
    })
  }
  for (const entry of listing) {
    if (used.has(entry.id)) continue
    entries.push({
      key: entry.id,
      name: toDisplayText(entry.name) || entry.id,
      ...(entry.imageUrl ? { imageUrl: entry.imageUrl } : {}),
      ...(entry.imageId ? { imageId: entry.imageId } : {}),
      ...(entry.homepage ? { homepage: entry.homepage } : {}),
      installed: false,
      recent: false,
      featured: featured.includes(entry.id),
    })
  }
  const rank = (entry: WalletEntry) => {
    if (entry.recent) return 0
    if (entry.installed) return 1
    if (entry.featured) return 2
    return 3
  }
  const featuredIndex = (entry: WalletEntry) => {
    const index = featured.findIndex((id) => entry.key === id || entry.key.endsWith(`:${id}`))
    return index === -1 ? Number.MAX_SAFE_INTEGER : index
  }
  return entries
    .map((entry, index) => ({ entry, index }))
    .sort(
      (a, b) =>
        rank(a.entry) - rank(b.entry) || featuredIndex(a.entry) - featuredIndex(b.entry) || a.index - b.index,
    )
    .map(({ entry }) => entry)
}

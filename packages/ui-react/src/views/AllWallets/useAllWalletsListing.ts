import { useCallback, useMemo, useState } from 'react'
import { useLatchSelector } from '../../hooks/useLatchSelector'
import type { CatalogueQuery, CatalogueResult } from '../../wallets/catalogue/catalogueTypes'
import { useCatalogue, useCatalogueResults } from '../../wallets/catalogue/useCatalogue'
import { useDebouncedText } from '../../wallets/catalogue/useDebouncedText'
import { mergeListings } from '../../wallets/mergeListings'
import type { WalletListing } from '../../wallets/types'
import { useWalletListing } from '../../wallets/useWalletListing'

/** What AllWallets lists, and whether the explorer has more of it. */
export interface AllWalletsListing {
  listing: readonly WalletListing[]
  /** `catalogue`: the explorer's pages (it filters and searches); `local`: the bundled or host listing. */
  source: 'catalogue' | 'local'
  /** The explorer holds more wallets than the pages loaded so far. */
  hasMore: boolean
  /** The explorer is asked for a further page whose answer has not come (nor failed) yet. */
  pagePending: boolean
  /** The explorer is asked for a search whose answer has not come (nor failed) yet. */
  searchPending: boolean
  loadMore(): void
}

/**
 * AllWallets' listing (spec §7): the explorer's ranking (20, prefetched by the Connect view) until its first page
 * of 40 arrives, then page after page as the visitor scrolls; a search goes to the explorer once the text has
 * rested 300 ms (100 results). Until an answer comes, and whenever the explorer fails, the bundled listing shows:
 * the modal never waits on the server.
 */
export function useAllWalletsListing(search: string): AllWalletsListing {
  const local = useWalletListing()
  const catalogue = useCatalogue()
  const open = useLatchSelector((state) => state.modal.open)
  const [pages, setPages] = useState(1)
  const text = search.trim()
  const settled = useDebouncedText(text)
  const searching = settled !== '' && settled === text
  const enabled = catalogue !== null && open
  const queries: (CatalogueQuery | undefined)[] = enabled
    ? searching
      ? [{ kind: 'search', text: settled }]
      : [
          { kind: 'ranking' },
          ...Array.from({ length: pages }, (_, index): CatalogueQuery => ({ kind: 'page', page: index + 1 })),
        ]
    : []
  const results = useCatalogueResults(queries)
  const loadMore = useCallback(() => setPages((count) => count + 1), [])

  // A query's answer is stored once and never replaced: the queries and their statuses say when it changed, so the
  // grid's entries keep their identity across renders (typing, scrolling) until a page or search arrives.
  const answersKey = `${JSON.stringify(queries)}|${results.map((result) => result?.status ?? '-').join(',')}`
  // biome-ignore lint/correctness/useExhaustiveDependencies: `answersKey` stands for `results`
  const listed = useMemo(() => listingOf(results, local, searching), [answersKey, local, searching])
  // Typed text the explorer will search (once it rests 300 ms) or is searching: not "no wallet found" yet.
  const searchPending = enabled && text !== '' && (!searching || results[0]?.status === 'loading')
  return { ...listed, searchPending, loadMore }
}

/** What AllWallets lists from the explorer's answers, the bundled listing filling in until and unless they come. */
function listingOf(
  results: readonly (CatalogueResult | undefined)[],
  local: readonly WalletListing[],
  searching: boolean,
): Omit<AllWalletsListing, 'loadMore' | 'searchPending'> {
  if (searching) {
    const found = results[0]
    if (found?.status === 'ready')
      return { listing: found.wallets, source: 'catalogue', hasMore: false, pagePending: false }
    return { listing: local, source: 'local', hasMore: false, pagePending: false }
  }
  const [ranking, ...pageResults] = results
  const loaded = new Map<string, WalletListing>()
  let count = 0
  let pending = false
  let lastPageAdded = false
  for (const page of pageResults) {
    if (page?.status !== 'ready') {
      pending = page?.status === 'loading'
      break
    }
    // An id a page repeats is listed once (RELIABILITY #6).
    const before = loaded.size
    for (const wallet of page.wallets) if (!loaded.has(wallet.id)) loaded.set(wallet.id, wallet)
    count = page.count
    lastPageAdded = loaded.size > before
  }
  if (loaded.size > 0) {
    // A page that brings no new wallet is the last one, whatever count the server claims.
    const hasMore = !pending && lastPageAdded && loaded.size < count
    const wallets = [...loaded.values()]
    // Bundled wallets the explorer does not know come after its last page.
    return {
      listing: hasMore ? wallets : mergeListings(wallets, local),
      source: 'catalogue',
      hasMore,
      pagePending: pending,
    }
  }
  if (ranking?.status === 'ready')
    return {
      listing: mergeListings(ranking.wallets, local),
      source: 'catalogue',
      hasMore: false,
      pagePending: false,
    }
  return { listing: local, source: 'local', hasMore: false, pagePending: false }
}

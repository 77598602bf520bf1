import { useEffect, useState, useSyncExternalStore } from 'react'
import { useLatchContext } from '../../hooks/useLatchContext'
import type { WalletListing } from '../types'
import type { CatalogueQuery, CatalogueResult, WalletCatalogue } from './catalogueTypes'
import { catalogueOf } from './walletCatalogue'

const noCatalogue = () => () => undefined

/** The client's explorer catalogue, or null when the host runs none (or passed its own `wallets`). */
export function useCatalogue(): WalletCatalogue | null {
  const { client, walletListing } = useLatchContext()
  return walletListing ? null : catalogueOf(client)
}

/**
 * The results of `queries` (fetched when first asked, shared with every other view), re-rendering as they arrive.
 * Undefined entries are skipped; each result is undefined when there is no catalogue.
 */
export function useCatalogueResults(
  queries: readonly (CatalogueQuery | undefined)[],
): (CatalogueResult | undefined)[] {
  const catalogue = useCatalogue()
  const keys = JSON.stringify(queries)
  // biome-ignore lint/correctness/useExhaustiveDependencies: `keys` stands for `queries` (a new array each render)
  useEffect(() => {
    for (const query of queries) if (query) catalogue?.load(query)
  }, [catalogue, keys])
  // The snapshot is the results themselves: each is replaced, never mutated, so identity says what changed.
  const snapshot = () =>
    JSON.stringify(queries.map((query) => (query ? catalogue?.read(query)?.status : undefined)))
  useSyncExternalStore(catalogue?.subscribe ?? noCatalogue, snapshot, snapshot)
  return queries.map((query) => (query ? catalogue?.read(query) : undefined))
}

/** A listing entry by id: the host's or bundled listing first, then any wallet the catalogue has listed. */
export function useFindListing(
  listing: readonly WalletListing[],
  id: string | undefined,
): WalletListing | undefined {
  const catalogue = useCatalogue()
  if (!id) return undefined
  return listing.find((wallet) => wallet.id === id) ?? catalogue?.wallet(id)
}

/** The image a row shows: its own URL, else the catalogue logo once fetched (initials until then). */
export function useWalletImageUrl(entry: { imageUrl?: string; imageId?: string }): string | undefined {
  return useWalletImage(entry).url
}

/** {@link useWalletImageUrl}, and whether the catalogue logo is still being fetched (`pending`). */
export function useWalletImage(entry: { imageUrl?: string; imageId?: string }): {
  url: string | undefined
  pending: boolean
} {
  const catalogue = useCatalogue()
  const [fetched, setFetched] = useState<{ id: string; url: string | undefined }>()
  const { imageUrl, imageId } = entry
  useEffect(() => {
    if (imageUrl || !imageId || !catalogue) return
    let current = true
    void catalogue.image(imageId).then((url) => {
      if (current) setFetched({ id: imageId, url })
    })
    return () => {
      current = false
    }
  }, [catalogue, imageUrl, imageId])
  if (imageUrl) return { url: imageUrl, pending: false }
  const answered = fetched !== undefined && fetched.id === imageId
  return { url: answered ? fetched.url : undefined, pending: !answered && !!imageId && catalogue !== null }
}

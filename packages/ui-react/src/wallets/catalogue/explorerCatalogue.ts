import type { Latch } from '@latch/core'
import { createExplorerClient, type WalletQuery } from '@latch/core/internal'
import type { WalletListing } from '../types'
import {
  CATALOGUE_ENTRIES,
  type CatalogueQuery,
  type CatalogueResult,
  type WalletCatalogue,
} from './catalogueTypes'
import { fromExplorerWallet } from './fromExplorerWallet'

const keyOf = (query: CatalogueQuery) =>
  query.kind === 'page' ? `page:${query.page}` : query.kind === 'search' ? `search:${query.text}` : query.kind

function walletQuery(query: CatalogueQuery): WalletQuery {
  if (query.kind === 'page') return { page: query.page, entries: CATALOGUE_ENTRIES.page }
  if (query.kind === 'search') return { search: query.text, entries: CATALOGUE_ENTRIES.search }
  return { entries: CATALOGUE_ENTRIES[query.kind] }
}

/**
 * The catalogue over the host's explorer at `baseUrl` (spec §7): the explorer client and the lists it fetched.
 * Loaded with the first list or logo asked for (`catalogueOf`), so a page that shows no list carries none of it.
 */
export function createExplorerCatalogue(client: Latch, baseUrl: string, projectId: string): WalletCatalogue {
  const explorer = createExplorerClient({
    baseUrl,
    projectId,
    sdkType: 'latch',
    sdkVersion: client.options.sdkVersion ?? '0.0.0',
  })
  const results = new Map<string, CatalogueResult>()
  const seen = new Map<string, WalletListing>()
  const listeners = new Set<() => void>()
  const { includeWalletIds, excludeWalletIds } = client.options
  const filters: WalletQuery = {
    chains: client.adapters.map((adapter) => adapter.namespace),
    ...(includeWalletIds?.length ? { include: includeWalletIds } : {}),
    ...(excludeWalletIds?.length ? { exclude: excludeWalletIds } : {}),
  }
  const set = (key: string, result: CatalogueResult) => {
    results.set(key, result)
    for (const listener of listeners) listener()
  }

  return {
    read: (query) => results.get(keyOf(query)),
    load(query) {
      const key = keyOf(query)
      const status = results.get(key)?.status
      if (status === 'loading' || status === 'ready') return
      set(key, { status: 'loading' })
      void explorer.getWallets({ ...filters, ...walletQuery(query) }).then((result) => {
        if (result.type !== 'ok') return set(key, { status: 'failed' })
        const wallets = result.value.wallets.map(fromExplorerWallet)
        for (const wallet of wallets) seen.set(wallet.id, wallet)
        set(key, { status: 'ready', wallets, count: result.value.count })
      })
    },
    wallet: (id) => seen.get(id),
    image: (imageId) => explorer.walletImage({ imageId }),
    subscribe(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
  }
}

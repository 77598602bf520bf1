import type { LatchClient } from '@latch/core'
import { createExplorerClient, type ExplorerClient, type WalletQuery } from '@latch/core/internal'
import type { WalletListing } from '../types'
import { fromExplorerWallet } from './fromExplorerWallet'

/** Page sizes of spec §7. */
export const CATALOGUE_ENTRIES = { recommended: 4, ranking: 20, page: 40, search: 100 } as const

/** One list the modal asks the explorer for. */
export type CatalogueQuery =
  | { kind: 'recommended' }
  | { kind: 'ranking' }
  | { kind: 'page'; page: number }
  | { kind: 'search'; text: string }

/** Where one list stands: `failed` covers every fault (down, slow, 429, 5xx, bad body); the bundled list stays. */
export type CatalogueResult =
  | { status: 'loading' }
  | { status: 'ready'; wallets: WalletListing[]; count: number }
  | { status: 'failed' }

/** The explorer's wallet lists for one client, each fetched once and shared by every view. */
export interface WalletCatalogue {
  read(query: CatalogueQuery): CatalogueResult | undefined
  /** Starts fetching `query` unless it is loaded or loading (a failed list is asked again). */
  load(query: CatalogueQuery): void
  /** A wallet any loaded list contained (to connect or link to a wallet picked from the catalogue). */
  wallet(id: string): WalletListing | undefined
  /** The logo of a catalogue wallet as a data URL, fetched at most once. */
  image(imageId: string): Promise<string | undefined>
  subscribe(listener: () => void): () => void
}

const keyOf = (query: CatalogueQuery) =>
  query.kind === 'page' ? `page:${query.page}` : query.kind === 'search' ? `search:${query.text}` : query.kind

function walletQuery(query: CatalogueQuery): WalletQuery {
  if (query.kind === 'page') return { page: query.page, entries: CATALOGUE_ENTRIES.page }
  if (query.kind === 'search') return { search: query.text, entries: CATALOGUE_ENTRIES.search }
  return { entries: CATALOGUE_ENTRIES[query.kind] }
}

function createWalletCatalogue(client: LatchClient, explorer: ExplorerClient): WalletCatalogue {
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

const catalogues = new WeakMap<LatchClient, WalletCatalogue | null>()

/**
 * The catalogue of the host's self-hosted explorer (`services.explorer`), or null when the host has none: the
 * modal then lists the bundled wallets only. One per client.
 */
export function catalogueOf(client: LatchClient): WalletCatalogue | null {
  let catalogue = catalogues.get(client)
  if (catalogue === undefined) {
    const baseUrl = client.options.services?.explorer
    const projectId = client.options.projectId
    catalogue =
      baseUrl && projectId
        ? createWalletCatalogue(
            client,
            createExplorerClient({
              baseUrl,
              projectId,
              sdkType: 'latch',
              sdkVersion: client.options.sdkVersion ?? '0.0.0',
            }),
          )
        : null
    catalogues.set(client, catalogue)
  }
  return catalogue
}

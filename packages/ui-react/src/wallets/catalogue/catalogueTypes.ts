import type { WalletListing } from '../types'

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

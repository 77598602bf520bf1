import { type KeyboardEvent, useCallback, useId, useMemo, useRef, useState } from 'react'
import { useTranslate } from '../../hooks/useTranslate'
import { Skeleton } from '../../primitives/Skeleton'
import { useWhenVisible } from '../../wallets/catalogue/useWhenVisible'
import { filterWallets } from '../../wallets/filterWallets'
import { useSelectWallet, useWalletEntries } from '../shared/useWalletEntries'
import { moveGridFocus } from './moveGridFocus'
import { useAllWalletsListing } from './useAllWalletsListing'
import { WalletGridItem } from './WalletGridItem'

/** Wallets per page (spec §7: 40 when paging). */
export const ALL_WALLETS_PAGE_SIZE = 40
/** Columns of the wallet grid (arrow keys move by this much up and down). */
export const GRID_COLUMNS = 4

/**
 * The AllWallets view: search, a keyboard-navigable grid, and pages of 40 that load as the visitor scrolls (or
 * presses the show-more button): from the host's explorer when it has one, else from the bundled listing.
 */
export default function AllWallets() {
  const { t } = useTranslate()
  const [search, setSearch] = useState('')
  const catalogue = useAllWalletsListing(search)
  const entries = useWalletEntries(catalogue.listing)
  const select = useSelectWallet()
  const [pages, setPages] = useState(1)
  const gridRef = useRef<HTMLDivElement>(null)
  const moreRef = useRef<HTMLButtonElement>(null)
  const searchId = useId()
  const matches = useMemo(() => filterWallets(entries, search), [entries, search])
  const fromCatalogue = catalogue.source === 'catalogue'
  const shown = fromCatalogue ? matches : matches.slice(0, pages * ALL_WALLETS_PAGE_SIZE)
  const hasMore = fromCatalogue ? catalogue.hasMore : matches.length > shown.length
  const { loadMore } = catalogue
  const showMore = useCallback(() => {
    if (fromCatalogue) loadMore()
    else setPages((count) => count + 1)
  }, [fromCatalogue, loadMore])
  useWhenVisible(moreRef, showMore, shown.length)
  const pageStarts = Array.from(
    { length: Math.ceil(shown.length / ALL_WALLETS_PAGE_SIZE) },
    (_, page) => page * ALL_WALLETS_PAGE_SIZE,
  )

  const onGridKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const items = [...(gridRef.current?.querySelectorAll<HTMLButtonElement>('button') ?? [])]
    const index = items.indexOf(event.target as HTMLButtonElement)
    if (index === -1) return
    const next = moveGridFocus(event.key, index, items.length, GRID_COLUMNS)
    if (next === undefined) return
    event.preventDefault()
    items[next]?.focus()
  }

  return (
    <div className="latch-stack" data-testid="latch-all-wallets-view">
      <label className="latch-visually-hidden" htmlFor={searchId}>
        {t('allWallets.search')}
      </label>
      <input
        id={searchId}
        className="latch-search"
        type="search"
        autoComplete="off"
        spellCheck={false}
        placeholder={t('allWallets.search')}
        value={search}
        onChange={(event) => {
          setSearch(event.target.value)
          setPages(1)
        }}
      />
      {shown.length === 0 && catalogue.searchPending ? (
        <Skeleton label={t('allWallets.searching')} />
      ) : shown.length === 0 ? (
        <p className="latch-muted latch-center" role="status">
          {t('allWallets.empty')}
        </p>
      ) : (
        // biome-ignore lint/a11y/useSemanticElements: a group of buttons with arrow-key navigation
        <div
          className="latch-grid"
          role="group"
          aria-label={t('allWallets.grid')}
          aria-busy={(fromCatalogue && catalogue.pagePending) || undefined}
          ref={gridRef}
          onKeyDown={onGridKeyDown}
        >
          {pageStarts.map((start) => (
            // One block per page: off-screen pages skip layout and paint (content-visibility in the CSS).
            <div key={start} className="latch-grid-page">
              {shown.slice(start, start + ALL_WALLETS_PAGE_SIZE).map((entry) => (
                <WalletGridItem key={entry.key} entry={entry} onSelect={select} />
              ))}
            </div>
          ))}
        </div>
      )}
      {hasMore ? (
        <button
          ref={moreRef}
          type="button"
          className="latch-button"
          data-variant="secondary"
          onClick={showMore}
        >
          {t('allWallets.more')}
        </button>
      ) : null}
    </div>
  )
}

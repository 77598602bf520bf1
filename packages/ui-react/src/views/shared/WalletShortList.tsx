import { isWalletConnectAvailable, navigate, prefetchWalletConnect } from '@latch/core/actions'
import { useEffect, useMemo } from 'react'
import { formatCount } from '../../format/formatCount'
import { useLatchContext } from '../../hooks/useLatchContext'
import { useOpenedOnce } from '../../hooks/useOpenedOnce'
import { useCatalogueResults } from '../../wallets/catalogue/useCatalogue'
import { mergeListings } from '../../wallets/mergeListings'
import type { WalletEntry, WalletListing } from '../../wallets/types'
import { useWalletListing } from '../../wallets/useWalletListing'
import { prefetchConnectActionWhenIdle } from './loadConnectAction'
import { useNamespaceFilter, useSelectWallet, useWalletEntries } from './useWalletEntries'
import { WalletRow } from './WalletRow'

const NONE: readonly WalletListing[] = []

/** How many wallets the connect views list before the all-wallets entry. */
const SHORT_LIST_SIZE = 4

/**
 * Every installed wallet (of the namespace the view is for, when it is for one) (a visitor with seven extensions sees seven), then recent, featured and the explorer's
 * recommended ones up to 4 more, then the all-wallets entry with the total count. Once the modal has opened it asks
 * the host's explorer for the 4 recommended wallets, prefetches AllWallets' ranking (20) and, once idle, the connect
 * action.
 */
export function WalletShortList() {
  const { client, translator } = useLatchContext()
  // From the first opening on, not in the hidden pre-render. It stays true after a close, so closing the modal
  // (as connecting a wallet does) does not render the list again (issue 39).
  const opened = useOpenedOnce()
  const [recommended, ranking] = useCatalogueResults(
    opened ? [{ kind: 'recommended' }, { kind: 'ranking' }] : [],
  )
  // Opened: the connect action loads once the browser is idle, ahead of the pick.
  useEffect(() => (opened ? prefetchConnectActionWhenIdle() : undefined), [opened])
  const recommendedWallets = recommended?.status === 'ready' ? recommended.wallets : NONE
  const local = useWalletListing()
  const listing = useMemo(() => mergeListings(recommendedWallets, local), [local, recommendedWallets])
  const entries = useWalletEntries(listing)
  const only = useNamespaceFilter()
  const select = useSelectWallet()
  const isRecommended = (entry: WalletEntry) =>
    recommendedWallets.some((wallet) => entry.key === wallet.id || entry.name === wallet.name)
  const installed = entries.filter((entry) => entry.installed)
  const suggested = [
    ...entries.filter((entry) => !entry.installed && (entry.recent || entry.featured)),
    ...entries.filter(
      (entry) => !entry.installed && !entry.recent && !entry.featured && isRecommended(entry),
    ),
  ].slice(0, SHORT_LIST_SIZE)
  const top = entries.filter((entry) => installed.includes(entry) || suggested.includes(entry))
  // The explorer's count is every chain's: a list for one namespace counts its own wallets.
  const total =
    ranking?.status === 'ready' && !only ? Math.max(ranking.count, entries.length) : entries.length
  const count = formatCount(total, translator.locale)
  const shown = top.length > 0 ? top : entries.slice(0, SHORT_LIST_SIZE)
  return (
    <div className="latch-stack">
      {shown.map((entry) => (
        <WalletRow key={entry.key} entry={entry} onSelect={select} />
      ))}
      {isWalletConnectAvailable(client) ? (
        <button
          type="button"
          className="latch-row"
          data-testid="latch-walletconnect-entry"
          onPointerEnter={() => prefetchWalletConnect(client)}
          onFocus={() => prefetchWalletConnect(client)}
          onClick={() => navigate(client, { view: 'ConnectingWalletConnectBasic' })}
        >
          <span className="latch-row-name">{translator.t('walletConnect.entry')}</span>
          <span className="latch-tag">{translator.t('walletConnect.entryHint')}</span>
        </button>
      ) : null}
      {client.options.features.wallets ? (
        <button
          type="button"
          className="latch-row"
          data-testid="latch-all-wallets"
          onClick={() =>
            navigate(client, { view: 'AllWallets', ...(only ? { params: { namespace: only } } : {}) })
          }
        >
          <span className="latch-row-name">{translator.t('connect.allWallets')}</span>
          <span className="latch-tag">{count}</span>
        </button>
      ) : null}
    </div>
  )
}

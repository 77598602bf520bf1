import { formatCount } from '../../format/formatCount'
import { useLatchContext } from '../../hooks/useLatchContext'
import { useSelectWallet, useWalletEntries } from './useWalletEntries'
import { WalletRow } from './WalletRow'

/** How many wallets the connect views list before the all-wallets entry. */
export const SHORT_LIST_SIZE = 4

/**
 * Every installed wallet (a visitor with seven extensions sees seven), then recent and featured ones up to 4 more,
 * then the all-wallets entry with the total count.
 */
export function WalletShortList() {
  const { client, translator } = useLatchContext()
  const entries = useWalletEntries()
  const select = useSelectWallet()
  const installed = entries.filter((entry) => entry.installed)
  const suggested = entries
    .filter((entry) => !entry.installed && (entry.recent || entry.featured))
    .slice(0, SHORT_LIST_SIZE)
  const top = entries.filter((entry) => installed.includes(entry) || suggested.includes(entry))
  const count = formatCount(entries.length, translator.locale)
  const shown = top.length > 0 ? top : entries.slice(0, SHORT_LIST_SIZE)
  return (
    <div className="latch-stack">
      {shown.map((entry) => (
        <WalletRow key={entry.key} entry={entry} onSelect={select} />
      ))}
      {client.walletConnectAvailable() ? (
        <button
          type="button"
          className="latch-row"
          data-testid="latch-walletconnect-entry"
          onPointerEnter={() => client.prefetchWalletConnect()}
          onFocus={() => client.prefetchWalletConnect()}
          onClick={() => client.navigate('ConnectingWalletConnectBasic')}
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
          onClick={() => client.navigate('AllWallets')}
        >
          <span className="latch-row-name">{translator.t('connect.allWallets')}</span>
          <span className="latch-tag">{count}</span>
        </button>
      ) : null}
    </div>
  )
}

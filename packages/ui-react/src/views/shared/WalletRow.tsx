import { toDisplayText } from '@latch/core'
import { useTranslate } from '../../hooks/useTranslate'
import { DisplayName } from '../../primitives/DisplayName'
import { WalletImage } from '../../primitives/WalletImage'
import { useWalletImageUrl } from '../../wallets/catalogue/useCatalogue'
import type { WalletEntry } from '../../wallets/types'
import { prefetchConnectAction } from './loadConnectAction'

/**
 * One wallet as a full-width row: image or initials, the name as text (ellipsized), and its tag. Pointing at it
 * loads the connect action, so the click does not wait for it.
 */
export function WalletRow({
  entry,
  onSelect,
}: {
  entry: WalletEntry
  onSelect: (entry: WalletEntry) => void
}) {
  const { t } = useTranslate()
  const imageUrl = useWalletImageUrl(entry)
  const tag = entry.recent
    ? t('wallet.recent')
    : entry.installed
      ? t('wallet.installed')
      : entry.featured
        ? t('wallet.featured')
        : undefined
  return (
    <button
      type="button"
      className="latch-row"
      data-testid="latch-wallet-row"
      title={toDisplayText(entry.name)}
      onPointerEnter={prefetchConnectAction}
      onPointerDown={prefetchConnectAction}
      onFocus={prefetchConnectAction}
      onClick={() => onSelect(entry)}
    >
      <WalletImage name={entry.name} src={imageUrl} />
      <DisplayName className="latch-row-name" text={entry.name} />
      {tag ? <span className="latch-tag">{tag}</span> : null}
    </button>
  )
}

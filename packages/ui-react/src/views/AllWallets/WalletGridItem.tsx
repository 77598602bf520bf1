import { toDisplayText } from '@latch/core'
import { memo } from 'react'
import { DisplayName } from '../../primitives/DisplayName'
import { WalletImage } from '../../primitives/WalletImage'
import { useWalletImageUrl } from '../../wallets/catalogue/useCatalogue'
import type { WalletEntry } from '../../wallets/types'

/**
 * One wallet in the AllWallets grid: image or initials over the name. Memoised, so showing another page renders
 * only the new page's items (the parent passes a stable `onSelect`).
 */
export const WalletGridItem = memo(function WalletGridItem({
  entry,
  onSelect,
}: {
  entry: WalletEntry
  onSelect: (entry: WalletEntry) => void
}) {
  const imageUrl = useWalletImageUrl(entry)
  return (
    <button
      type="button"
      className="latch-grid-item"
      data-testid="latch-wallet-grid-item"
      title={toDisplayText(entry.name)}
      onClick={() => onSelect(entry)}
    >
      <WalletImage name={entry.name} src={imageUrl} size={48} />
      <DisplayName className="latch-grid-name" text={entry.name} />
    </button>
  )
})

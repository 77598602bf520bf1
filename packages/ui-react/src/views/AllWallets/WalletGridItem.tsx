import { memo } from 'react'
import { WalletImage } from '../../primitives/WalletImage'
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
  return (
    <button
      type="button"
      className="latch-grid-item"
      data-testid="latch-wallet-grid-item"
      title={entry.name}
      onClick={() => onSelect(entry)}
    >
      <WalletImage name={entry.name} src={entry.imageUrl} size={48} />
      <span className="latch-grid-name">{entry.name}</span>
    </button>
  )
})

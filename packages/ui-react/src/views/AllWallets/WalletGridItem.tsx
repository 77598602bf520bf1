import { toDisplayText } from '@latch/core'
import { memo } from 'react'
import { DisplayName } from '../../primitives/DisplayName'
import { WalletImage } from '../../primitives/WalletImage'
import { useWalletImage } from '../../wallets/catalogue/useCatalogue'
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
  const image = useWalletImage(entry)
  return (
    <button
      type="button"
      className="latch-grid-item"
      data-testid="latch-wallet-grid-item"
      title={toDisplayText(entry.name)}
      // Busy while the catalogue logo is fetched: initials now, the logo (or, when refused, still initials) next.
      aria-busy={image.pending || undefined}
      onClick={() => onSelect(entry)}
    >
      <WalletImage name={entry.name} src={image.url} size={48} />
      <DisplayName className="latch-grid-name" text={entry.name} />
    </button>
  )
})

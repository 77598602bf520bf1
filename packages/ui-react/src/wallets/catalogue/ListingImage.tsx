import { WalletImage } from '../../primitives/WalletImage'
import type { WalletListing } from '../types'
import { useWalletImageUrl } from './useCatalogue'

/** A listing entry's image: its own URL or its catalogue logo, initials until either loads. */
export function ListingImage({ wallet, size }: { wallet: WalletListing; size?: number }) {
  const src = useWalletImageUrl(wallet)
  return <WalletImage name={wallet.name} src={src} {...(size ? { size } : {})} />
}

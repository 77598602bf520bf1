import type { CaipNetwork } from '@latch/core'
import { AddressAvatar } from '../primitives/AddressAvatar'
import { NetworkImage } from '../primitives/NetworkImage'

/** Props of {@link AccountButtonIcon}. */
export interface AccountButtonIconProps {
  /** The network's icon when given, else the account's avatar. */
  network?: CaipNetwork | undefined
  address: string
  image?: string | undefined
}

/**
 * The styled AccountButton's network icon or avatar: a chunk of its own that loads after the button's first paint
 * (its round placeholder holds the place), so the icons cost a host's first load nothing.
 */
export default function AccountButtonIcon({ network, address, image }: AccountButtonIconProps) {
  return network ? (
    <NetworkImage network={network} size={22} />
  ) : (
    <AddressAvatar address={address} image={image} size={22} />
  )
}

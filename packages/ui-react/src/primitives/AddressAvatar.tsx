import { avatarGradient } from '../views/Account/avatarGradient'
import { isSafeImageUrl } from './isSafeImageUrl'

/** Props of {@link AddressAvatar}. */
export interface AddressAvatarProps {
  address: string
  /** A profile image (ENS avatar); only a safe URL loads, else the address's gradient shows. */
  image?: string | undefined
  size?: number
}

/** A round avatar for an address: its profile image, or the deterministic gradient the Account view also shows. */
export function AddressAvatar({ address, image, size = 28 }: AddressAvatarProps) {
  const dimension = { width: size, height: size }
  if (isSafeImageUrl(image))
    return (
      <img
        className="latch-avatar-small"
        src={image}
        alt=""
        aria-hidden="true"
        style={dimension}
        referrerPolicy="no-referrer"
      />
    )
  return (
    <span
      className="latch-avatar-small"
      aria-hidden="true"
      data-testid="latch-address-avatar"
      style={{ ...dimension, background: avatarGradient(address) }}
    />
  )
}

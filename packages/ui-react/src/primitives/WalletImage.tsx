import { useEffect, useRef, useState } from 'react'
import { initials } from './initials'
import { isSafeImageUrl } from './isSafeImageUrl'

/** How long an image may take before the initials replace it (RELIABILITY #17: time cap). */
export const IMAGE_TIMEOUT_MS = 5000

/** Props of {@link WalletImage}. */
export interface WalletImageProps {
  name: string
  src?: string | undefined
  size?: number
}

/**
 * A wallet or network image from untrusted data: only safe URLs load, and anything refused, broken or slow shows
 * the name's initials instead. Decorative: the name is always shown as text next to it.
 */
export function WalletImage({ name, src, size = 40 }: WalletImageProps) {
  const safe = isSafeImageUrl(src)
  const [failed, setFailed] = useState(false)
  const image = useRef<HTMLImageElement>(null)

  // The time cap asks the element itself: an image can finish before this effect runs or before hydration attaches
  // `onLoad` (a data: URL, a cached logo), and a flag set by `onLoad` would then miss it.
  // biome-ignore lint/correctness/useExhaustiveDependencies: restart the time cap only when the source changes
  useEffect(() => {
    setFailed(false)
    if (!safe) return
    const timer = setTimeout(() => {
      if (!hasLoaded(image.current)) setFailed(true)
    }, IMAGE_TIMEOUT_MS)
    return () => clearTimeout(timer)
  }, [src, safe])

  const dimension = { width: size, height: size }
  if (!safe || failed) {
    return (
      <span
        className="latch-image latch-initials"
        data-testid="latch-initials"
        aria-hidden="true"
        style={dimension}
      >
        {initials(name)}
      </span>
    )
  }
  return (
    <img
      ref={image}
      className="latch-image"
      src={src}
      alt=""
      aria-hidden="true"
      width={size}
      height={size}
      referrerPolicy="no-referrer"
      draggable={false}
      onError={() => setFailed(true)}
    />
  )
}

function hasLoaded(element: HTMLImageElement | null): boolean {
  return element?.complete === true && element.naturalWidth > 0
}

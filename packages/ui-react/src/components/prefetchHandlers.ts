import type { View } from '@latch/core'
import { prefetchModal } from '../modal/loadModal'

/**
 * Event handlers for a button that opens the modal on `view`: pointing at, pressing or focusing it starts loading
 * the modal's code (and runs `also`: the connect button prefetches the wallet code), so the click that follows finds
 * it in (the idle prefetch may not have run yet).
 */
export function prefetchHandlers(view: View, also?: () => void) {
  const prefetch = () => {
    prefetchModal(view)
    also?.()
  }
  return { onPointerEnter: prefetch, onPointerDown: prefetch, onFocus: prefetch }
}

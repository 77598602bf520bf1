import type { View } from '@latch/core'
import { prefetchModal } from '../modal/loadModal'

/**
 * Event handlers for a button that opens the modal on `view`: pointing at, pressing or focusing it starts loading
 * the modal's code, so the click that follows finds it in (the idle prefetch may not have run yet).
 */
export function prefetchHandlers(view: View) {
  const prefetch = () => prefetchModal(view)
  return { onPointerEnter: prefetch, onPointerDown: prefetch, onFocus: prefetch }
}

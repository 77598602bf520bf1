import { Suspense, useEffect, useRef, useState } from 'react'
import { createPortal } from 'react-dom'
import { useLatchSelector } from '../hooks/useLatchSelector'
import { createShadowContainer, type ShadowContainer } from './createShadowContainer'
import { LazyModal, loadModal } from './loadModal'

/**
 * Mounts the modal into its shadow root when it first opens (client only), returns focus to the element that
 * opened it when it closes, and prefetches the modal chunk when the browser is idle.
 */
export function ModalRoot() {
  const open = useLatchSelector((state) => state.modal.open)
  const [shadow, setShadow] = useState<ShadowContainer | undefined>(undefined)
  // A ref, not a state updater, owns the container: strict mode runs updaters and effects twice.
  const container = useRef<ShadowContainer | undefined>(undefined)
  const opener = useRef<Element | null>(null)

  useEffect(() => {
    const idle = (globalThis as { requestIdleCallback?: (callback: () => void) => number })
      .requestIdleCallback
    if (idle) idle(() => void loadModal())
    else setTimeout(() => void loadModal(), 200)
    return () => {
      container.current?.destroy()
      container.current = undefined
    }
  }, [])

  useEffect(() => {
    if (open) {
      opener.current = document.activeElement
      container.current ??= createShadowContainer(document)
      setShadow(container.current)
      return
    }
    const target = opener.current
    opener.current = null
    if (target instanceof HTMLElement && target.isConnected) target.focus()
  }, [open])

  if (!shadow || !open) return null
  return createPortal(
    <Suspense fallback={null}>
      <LazyModal />
    </Suspense>,
    shadow.container,
  )
}

import { whenIdle } from '@latch/core/internal'
import { useEffect, useReducer } from 'react'
import { useLatchSelector } from '../hooks/useLatchSelector'
import { loadedModal, loadModal } from './loadModal'

/**
 * The first load's part of the modal: loads the modal's chunk when the browser is idle (at once when the modal
 * opens before that), then renders the chunk's ModalRoot, which pre-renders the modal hidden and shows it. ModalRoot
 * is modal code, not the page's first load (issue 39).
 */
export function ModalLoader() {
  const open = useLatchSelector((state) => state.modal.open)
  const [, chunkArrived] = useReducer((count: number) => count + 1, 0)
  const chunk = loadedModal()
  useEffect(() => {
    if (chunk) return
    let live = true
    const load = () => {
      loadModal().then(
        () => {
          if (live) chunkArrived()
        },
        // The next opening retries (the loader forgets a failed chunk).
        () => {},
      )
    }
    const cancel = open ? (load(), () => {}) : whenIdle(load)
    return () => {
      live = false
      cancel()
    }
  }, [open, chunk])
  return chunk ? <chunk.ModalRoot /> : null
}

import { whenIdle } from '@latch/core/internal'
import { useEffect, useReducer } from 'react'
import { useLatchSelector } from '../hooks/useLatchSelector'
import { loadedModal, loadModal } from './loadModal'

/** ModalRoot once the modal's chunk, which carries it, is in, else undefined. */
const loadedRoot = () => loadedModal()?.LoadedModalRoot

/**
 * The first load's part of the modal: loads the modal's chunk, which carries ModalRoot, when the browser is idle, at
 * once when the modal opens before that, then renders ModalRoot, which pre-renders the modal hidden and shows it.
 * ModalRoot is modal code, not the page's first load (issue 39).
 */
export function ModalLoader() {
  // Read only until the chunk is in: once ModalRoot renders, an opening does not re-render this loader.
  const open = useLatchSelector((state) => state.modal.open && !loadedRoot())
  const [, chunkArrived] = useReducer((count: number) => count + 1, 0)
  const Root = loadedRoot()
  useEffect(() => {
    if (Root) return
    let live = true
    const load = () => {
      loadModal().then(
        () => {
          if (live) chunkArrived()
        },
        // The next opening retries.
        () => {},
      )
    }
    let cancel = () => {}
    if (open) load()
    else cancel = whenIdle(load)
    return () => {
      live = false
      cancel()
    }
  }, [open, Root])
  return Root ? <Root /> : null
}

import { whenIdle } from '@latch/core/internal'
import { useEffect, useReducer } from 'react'
import { useLatchSelector } from '../hooks/useLatchSelector'
import { loadModal } from './loadModal'

type RootChunk = typeof import('./LoadedModalRoot')

// Chunks are code; a module-level cache of loaded code is not state (as loadModal's).
let root: RootChunk | undefined

/** ModalRoot's chunk, with the modal's; a failed load leaves `root` unset, so the next call tries again. */
function loadRoot(): Promise<unknown> {
  return Promise.all([import('./LoadedModalRoot'), loadModal()]).then(([chunk]) => {
    root = chunk
  })
}

/** ModalRoot once its chunk is in, else undefined. */
const loadedRoot = () => root?.LoadedModalRoot

/**
 * The first load's part of the modal: loads ModalRoot (its own small chunk) and the modal's chunk when the browser is
 * idle, at once when the modal opens before that, then renders ModalRoot, which pre-renders the modal hidden and
 * shows it. ModalRoot is modal code, not the page's first load (issue 39); it is not in the modal's chunk, which it
 * loads itself.
 */
export function ModalLoader() {
  const open = useLatchSelector((state) => state.modal.open)
  const [, chunkArrived] = useReducer((count: number) => count + 1, 0)
  const Root = loadedRoot()
  useEffect(() => {
    if (Root) return
    let live = true
    const load = () => {
      loadRoot().then(
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

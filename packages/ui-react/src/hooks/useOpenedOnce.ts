import { afterNextPaint } from '@latch/core/internal'
import { useEffect, useState } from 'react'
import { useLatchContext } from './useLatchContext'

/**
 * True from the first opening of the modal on, and after every close: work a shown modal needs and the hidden
 * pre-render does not (the explorer's queries). It turns true after the opening frame has painted, so the re-render
 * it causes is not part of the click's frame (issue 39).
 */
export function useOpenedOnce(): boolean {
  const { client } = useLatchContext()
  const [opened, setOpened] = useState(() => client.getState().modal.open)
  useEffect(() => {
    if (opened) return
    let live = true
    const markOpened = () => afterNextPaint(() => live && setOpened(true))
    if (client.getState().modal.open) markOpened()
    const stop = client.watch(
      (state) => state.modal.open,
      (open) => open && markOpened(),
    )
    return () => {
      live = false
      stop()
    }
  }, [client, opened])
  return opened
}

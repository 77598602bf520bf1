import { whenIdle } from '@latch/core/internal'
import { useEffect, useState } from 'react'
import { useLatchContext } from './useLatchContext'

/**
 * True from the first opening of the modal on, and after every close: work a shown modal needs and the hidden
 * pre-render does not (the explorer's queries). It turns true once the browser is idle after the opening, so the
 * re-render it causes is not part of the click's frame (issue 39).
 */
export function useOpenedOnce(): boolean {
  const { client } = useLatchContext()
  const [opened, setOpened] = useState(() => client.getState().modal.open)
  useEffect(() => {
    if (opened) return
    let cancel = () => {}
    const markOpened = () => {
      cancel = whenIdle(() => setOpened(true))
    }
    if (client.getState().modal.open) markOpened()
    const stop = client.watch(
      (state) => state.modal.open,
      (open) => {
        if (open) markOpened()
      },
    )
    return () => {
      stop()
      cancel()
    }
  }, [client, opened])
  return opened
}

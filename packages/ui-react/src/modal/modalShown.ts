import { afterNextPaint } from '@latch/core/internal'
import { createContext, useContext, useEffect, useState } from 'react'

/** Whether the modal is shown: false while it is rendered ahead of time, hidden (ModalRoot's pre-render). */
export const ModalShownContext = createContext(true)

/**
 * False while the modal is rendered ahead of time, hidden, and until the first frame of its opening has painted;
 * then true for good. For an element whose first instance in a page costs JS heap and that the opening's first
 * frame can do without: a view renders a stand-in of the same size until then (issue 39: Chromium builds about
 * 17 KiB of JS heap for a page's first `<input>`). In a modal rendered shown from the start it is true at once.
 */
export function useOpenedAndPainted(): boolean {
  const shown = useContext(ModalShownContext)
  const [opened, setOpened] = useState(shown)
  useEffect(() => {
    if (!shown || opened) return
    // A click's effects run before its frame paints.
    return afterNextPaint(() => setOpened(true))
  }, [shown, opened])
  return opened
}

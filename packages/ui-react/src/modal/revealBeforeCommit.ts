import { afterNextPaint } from '@latch/core/internal'
import { type RefObject, useLayoutEffect, useState } from 'react'
import { flushSync } from 'react-dom'

/**
 * Shows the modal's root element (rendered hidden) through the DOM: `data-hidden` off, which restyles the root alone
 * (its opacity). It stays inert until the shell renders shown, a frame later: taking `inert` off restyles every
 * element of the modal, ~2 ms of the click's task on the all-in page (issue 39).
 */
function reveal(root: HTMLElement): void {
  root.removeAttribute('data-hidden')
}

/** Hides it again as the hidden render has it (still inert: only the shell's shown render takes that off). */
function hide(root: HTMLElement): void {
  root.setAttribute('data-hidden', 'true')
}

/**
 * The `shown` the modal shell renders with. A shell rendered ahead of time, hidden, is revealed in the opening's
 * own commit through the DOM, and renders shown (not inert, dialog role, focus, scroll lock) once that first frame
 * has painted: at 1x CPU that render, and the style recalculation the focus forces, were most of
 * the click's task, and a task longer than about half a frame pushed the first wallet row a frame later (issue 39).
 * A shell mounted shown renders shown at once; closing hides at once, through the DOM too if the shell had not
 * rendered shown yet.
 */
export function useShownAfterReveal(shown: boolean, rootRef: RefObject<HTMLElement | null>): boolean {
  const [rendered, setRendered] = useState(shown)
  useLayoutEffect(() => {
    const root = rootRef.current
    if (!shown || rendered || !root) return
    reveal(root)
    // A sync render, as the click's was: the dialog's role, its focus and its key handling land in one task.
    return afterNextPaint(() => flushSync(() => setRendered(true)))
  }, [shown, rendered, rootRef])
  useLayoutEffect(() => {
    if (shown) return
    setRendered(false)
    if (rootRef.current) hide(rootRef.current)
  }, [shown, rootRef])
  return shown && rendered
}

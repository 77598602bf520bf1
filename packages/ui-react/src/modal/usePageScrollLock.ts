import { useLayoutEffect, useRef } from 'react'

/** The page's vertical scrollbar width and its root element's computed `padding-right`, in px. */
interface PageScrollbar {
  width: number
  paddingRight: number
}

function measurePageScrollbar(root: HTMLElement): PageScrollbar {
  return {
    width: window.innerWidth - root.clientWidth,
    paddingRight: Number.parseFloat(getComputedStyle(root).paddingRight) || 0,
  }
}

/**
 * While the modal is shown the host page behind it does not scroll (issue 40). The root element's own inline
 * `overflow` and `padding-right` come back as they were on close; the padding stands in for the scrollbar that
 * disappears, so the page does not shift sideways.
 *
 * The scrollbar is measured ahead of the opening, whenever the root element's size changes (a ResizeObserver, whose
 * callback runs after the browser's own layout, so reading sizes there costs nothing). Measured in the opening's
 * layout effect, the read forced a layout of the just revealed modal inside the click's frame (2-3 ms at 1x CPU,
 * issue 39). Without a measurement yet (or reopened before the browser laid out the page again), it measures then.
 */
export function usePageScrollLock(shown: boolean): void {
  const measured = useRef<PageScrollbar | undefined>(undefined)
  const locked = useRef(false)
  useLayoutEffect(() => {
    if (typeof ResizeObserver !== 'function') return
    const root = document.documentElement
    const observer = new ResizeObserver(() => {
      if (!locked.current) measured.current = measurePageScrollbar(root)
    })
    observer.observe(root)
    return () => observer.disconnect()
  }, [])
  useLayoutEffect(() => {
    if (!shown) return
    const root = document.documentElement
    const { overflow, paddingRight } = root.style
    const scrollbar = measured.current ?? measurePageScrollbar(root)
    locked.current = true
    root.style.overflow = 'hidden'
    if (scrollbar.width > 0) root.style.paddingRight = `${scrollbar.paddingRight + scrollbar.width}px`
    return () => {
      root.style.overflow = overflow
      root.style.paddingRight = paddingRight
      locked.current = false
      measured.current = undefined
    }
  }, [shown])
}

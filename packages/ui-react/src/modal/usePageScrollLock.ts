import { useLayoutEffect } from 'react'

/**
 * While the modal is shown the host page behind it does not scroll (issue 40). The root element's own inline
 * `overflow` and `padding-right` come back as they were on close; the padding stands in for the scrollbar that
 * disappears, so the page does not shift sideways.
 */
export function usePageScrollLock(shown: boolean): void {
  useLayoutEffect(() => {
    if (!shown) return
    const root = document.documentElement
    const { overflow, paddingRight } = root.style
    const scrollbar = window.innerWidth - root.clientWidth
    root.style.overflow = 'hidden'
    if (scrollbar > 0) {
      const current = Number.parseFloat(getComputedStyle(root).paddingRight) || 0
      root.style.paddingRight = `${current + scrollbar}px`
    }
    return () => {
      root.style.overflow = overflow
      root.style.paddingRight = paddingRight
    }
  }, [shown])
}

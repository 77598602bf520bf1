import { type RefObject, useLayoutEffect } from 'react'

/**
 * Makes `outer` follow the height of `inner` so the modal's height animates (150 ms, in CSS) when the view
 * changes. Written to the element directly: a size is not state, and nothing re-renders.
 */
export function useAnimatedHeight(
  outer: RefObject<HTMLElement | null>,
  inner: RefObject<HTMLElement | null>,
  key: string,
) {
  // biome-ignore lint/correctness/useExhaustiveDependencies: re-observe the new view element on every view change
  useLayoutEffect(() => {
    const body = outer.current
    const view = inner.current
    if (!body || !view || typeof ResizeObserver === 'undefined') return
    const apply = () => {
      body.style.height = `${view.offsetHeight}px`
    }
    apply()
    const observer = new ResizeObserver(apply)
    observer.observe(view)
    return () => observer.disconnect()
  }, [key, outer, inner])
}

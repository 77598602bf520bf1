import { type RefObject, useEffect } from 'react'

/**
 * Calls `onVisible` when the element scrolls into view, and again after each change of `generation` while it is
 * still in view (observing anew reports the current state), so a list keeps paging in as the visitor scrolls.
 */
export function useWhenVisible(
  ref: RefObject<Element | null>,
  onVisible: () => void,
  generation: unknown,
): void {
  // biome-ignore lint/correctness/useExhaustiveDependencies: `generation` re-arms the observer on purpose
  useEffect(() => {
    const element = ref.current
    if (!element || typeof IntersectionObserver === 'undefined') return
    const observer = new IntersectionObserver((records) => {
      if (records.some((record) => record.isIntersecting)) onVisible()
    })
    observer.observe(element)
    return () => observer.disconnect()
  }, [ref, onVisible, generation])
}

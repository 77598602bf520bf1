/**
 * Runs in the page before any of its scripts (playwright addInitScript). Finds elements through open shadow
 * roots, stamps `performance.now()` when the host's button first shows, arms a click → wallet timer, and keeps
 * long tasks. Everything is on `window.__latchBench`. A target is `{ css, text? }`: a CSS selector and an
 * optional text the element must contain.
 *
 * The click → wallet timer starts at the click event's own `timeStamp` (when the browser received the input, before
 * any handler ran, the kit's included) and stops in the first animation frame in which the target is in the DOM
 * with a non-empty box and visible: that frame is the one that paints it.
 */
export function installProbe({ button }) {
  performance.setResourceTimingBufferSize(10000)
  const isVisible = (element) => {
    const rect = element.getBoundingClientRect()
    if (rect.width === 0 || rect.height === 0) return false
    return element.checkVisibility({ opacityProperty: true, visibilityProperty: true })
  }
  const deepFindAll = (target) => {
    const found = []
    const roots = [document]
    while (roots.length > 0) {
      const root = roots.pop()
      for (const element of root.querySelectorAll(target.css)) {
        if (!target.text || element.textContent?.includes(target.text)) found.push(element)
      }
      for (const element of root.querySelectorAll('*')) if (element.shadowRoot) roots.push(element.shadowRoot)
    }
    return found
  }
  const findVisible = (target) => deepFindAll(target).find(isVisible)
  const state = {
    buttonVisibleAt: undefined,
    clickAt: undefined,
    targetVisibleAt: undefined,
    longTasks: [],
    findVisible,
    deepFindAll,
    /** Starts the click → target timer: the next click anywhere starts it, the target's first frame stops it. */
    arm(target) {
      state.clickAt = undefined
      state.targetVisibleAt = undefined
      window.addEventListener(
        'click',
        (event) => {
          state.clickAt = event.timeStamp
        },
        { capture: true, once: true },
      )
      const poll = () => {
        if (state.clickAt !== undefined && findVisible(target)) {
          state.targetVisibleAt = performance.now()
          return
        }
        requestAnimationFrame(poll)
      }
      requestAnimationFrame(poll)
    },
  }
  window.__latchBench = state
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries())
      state.longTasks.push({ start: entry.startTime, duration: entry.duration })
  }).observe({ type: 'longtask', buffered: true })
  const watchButton = () => {
    if (document.body && findVisible(button)) {
      state.buttonVisibleAt = performance.now()
      return
    }
    requestAnimationFrame(watchButton)
  }
  requestAnimationFrame(watchButton)
}

import { type RefObject, useEffect } from 'react'

const FOCUSABLE =
  'button:not([disabled]), a[href], input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])'

/** The element focused inside the shadow root (or document) that holds `element`. */
function activeElementIn(element: HTMLElement): Element | null {
  const root = element.getRootNode() as Document | ShadowRoot
  return root.activeElement
}

/**
 * Keeps keyboard focus inside the dialog while it is `shown`: focus moves to it when it shows, Tab and Shift+Tab
 * wrap around its controls, focus lost to a removed element (a view change, a list paging in) returns to the
 * dialog, and Escape calls `onEscape`. A dialog rendered ahead of time, hidden, leaves the page's focus alone.
 *
 * Keys are read on the document, not the dialog: once the focused control is removed or replaced, focus falls to
 * the page's body and the next Tab would otherwise go to the page behind (issue 40).
 */
export function useFocusTrap(
  ref: RefObject<HTMLElement | null>,
  onEscape: () => void,
  viewKey: string,
  shown = true,
): void {
  useEffect(() => {
    const dialog = ref.current
    if (!dialog || !shown) return
    // The card is fixed in the viewport: nothing to scroll to, and no layout to force in the opening's frame.
    dialog.focus({ preventScroll: true })
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.preventDefault()
        onEscape()
        return
      }
      if (event.key !== 'Tab') return
      const controls = [...dialog.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
        (control) => control.getClientRects().length > 0,
      )
      const first = controls[0]
      const last = controls[controls.length - 1]
      if (!first || !last) {
        event.preventDefault()
        dialog.focus()
        return
      }
      const active = activeElementIn(dialog)
      const inside = active instanceof HTMLElement && dialog.contains(active) && active !== dialog
      if (!inside) {
        event.preventDefault()
        ;(event.shiftKey ? last : first).focus()
      } else if (event.shiftKey && active === first) {
        event.preventDefault()
        last.focus()
      } else if (!event.shiftKey && active === last) {
        event.preventDefault()
        first.focus()
      }
    }
    // A click or script that moves focus onto the page behind brings it back to the dialog.
    const onFocusIn = (event: FocusEvent) => {
      const root = dialog.getRootNode()
      const host = root instanceof ShadowRoot ? root.host : undefined
      const target = event.target as Node | null
      if (target && target !== host && !dialog.contains(target)) dialog.focus()
    }
    const ownerDocument = dialog.ownerDocument
    ownerDocument.addEventListener('keydown', onKeyDown, true)
    ownerDocument.addEventListener('focusin', onFocusIn)
    return () => {
      ownerDocument.removeEventListener('keydown', onKeyDown, true)
      ownerDocument.removeEventListener('focusin', onFocusIn)
    }
  }, [ref, onEscape, shown])

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on every view change
  useEffect(() => {
    const dialog = ref.current
    if (!dialog || !shown) return
    const active = activeElementIn(dialog)
    if (!active || !dialog.contains(active)) dialog.focus()
  }, [viewKey, ref, shown])
}

/** Calls `onFocus` when the page gets focus back or becomes visible again; returns stop. */
export function watchFocus(
  target: Partial<Pick<Window, 'addEventListener' | 'removeEventListener'>>,
  onFocus: () => void,
): () => void {
  const doc = (globalThis as { document?: Document }).document
  const onVisible = () => {
    if (doc?.visibilityState === 'visible') onFocus()
  }
  target.addEventListener?.('focus', onFocus)
  doc?.addEventListener('visibilitychange', onVisible)
  return () => {
    target.removeEventListener?.('focus', onFocus)
    doc?.removeEventListener('visibilitychange', onVisible)
  }
}

/**
 * The page's URL without query or fragment (they may carry OAuth codes or tokens) and its host name, read when
 * called; undefined outside a browser.
 */
export function pageContext(): { url: string; domain: string } | undefined {
  try {
    const location = (globalThis as { location?: { origin?: string; pathname?: string; hostname?: string } })
      .location
    if (!location?.origin) return undefined
    return { url: `${location.origin}${location.pathname ?? ''}`, domain: location.hostname ?? '' }
  } catch {
    return undefined
  }
}
